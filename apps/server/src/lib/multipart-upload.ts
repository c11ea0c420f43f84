import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

/**
 * The one file of a multipart upload, or null when none was sent. Over the route's limits answers a
 * 400 with the route's own message, on the `file` field.
 */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string): Promise<Buffer | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    return part ? await part.toBuffer() : null;
  } catch (error) {
    if (TOO_LARGE_CODES.has((error as { code?: string }).code ?? '')) {
      throw new AppError('VALIDATION', tooLargeMessage, { file: tooLargeMessage });
    }
    throw error;
  }
}
