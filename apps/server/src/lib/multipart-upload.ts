import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.ts';

const TOO_LARGE_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_PARTS_LIMIT', 'FST_FILES_LIMIT']);

export type Upload = { data: Buffer; fileName: string; fields: Record<string, string> };

/**
 * The one file of a multipart upload with the text fields sent before it, or null when no file was
 * sent. Over the route's limits answers a 400 with the route's own message, on the `file` field.
 */
export async function readUploadWithFields(
  request: FastifyRequest,
  tooLargeMessage: string,
): Promise<Upload | null> {
  if (!request.isMultipart()) return null;
  try {
    const part = await request.file();
    if (!part) return null;
    const data = await part.toBuffer();
    const fields: Record<string, string> = {};
    for (const [name, field] of Object.entries(part.fields)) {
      const value = Array.isArray(field) ? field[0] : field;
      if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
    }
    return { data, fileName: part.filename ?? '', fields };
  } catch (error) {
    if (TOO_LARGE_CODES.has((error as { code?: string }).code ?? '')) {
      throw new AppError('VALIDATION', tooLargeMessage, { fields: { file: tooLargeMessage } });
    }
    throw error;
  }
}

/** The one file of a multipart upload, or null when none was sent. */
export async function readUpload(request: FastifyRequest, tooLargeMessage: string): Promise<Buffer | null> {
  return (await readUploadWithFields(request, tooLargeMessage))?.data ?? null;
}
