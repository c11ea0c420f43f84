import { ZFileIdParam } from '../contracts/files.ts';
import { defineEndpoint, fillPath } from './define.ts';

/** The browser loads it by URL (`fileUrl` below), never through `call`. */
export const getStoredFile = defineEndpoint({
  method: 'GET',
  path: '/api/files/:id',
  guard: 'public',
  tags: ['files'],
  description:
    'The bytes of a congress logo or bank details: inline when an image, as an attachment otherwise',
  params: ZFileIdParam,
});

/** Where the browser fetches a stored file (congress logo, bank-details image). */
export const fileUrl = (id: string | null | undefined): string | null =>
  id ? fillPath(getStoredFile.path, { id }) : null;
