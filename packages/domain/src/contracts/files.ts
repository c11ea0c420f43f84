import { z } from 'zod';

/** Stored files are addressed by uuid; a malformed id is a 400, never a database error. */
export const ZFileIdParam = z.object({ id: z.uuid() });
