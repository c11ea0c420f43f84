import { z } from 'zod';

/** Stored files are addressed by uuid; a malformed id is a 400, never a database error. */
export const ZFileIdParam = z.object({ id: z.uuid() });

/** Where the browser fetches a stored file (congress logo, bank-details image). */
export const fileUrl = (id: string | null | undefined): string | null => (id ? `/api/files/${id}` : null);
