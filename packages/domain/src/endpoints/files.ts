import { ZFileIdParam } from '../contracts/files.ts';
import { defineEndpoint } from './define.ts';

/** The browser loads it by URL (`fileUrl` in contracts/files.ts builds the same path), never through `call`. */
export const getStoredFile = defineEndpoint({
  method: 'GET',
  path: '/api/files/:id',
  guard: 'public',
  tags: ['files'],
  description:
    'The bytes of a congress logo or bank details: inline when an image, as an attachment otherwise',
  params: ZFileIdParam,
});
