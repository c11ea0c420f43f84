import { sniffFileType } from '../../lib/file-sniff.ts';

const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp']);

export type ServedFile = { contentType: string; disposition: string; data: Buffer };

/**
 * How an upload is sent: its type from its bytes, never from what was stored or
 * named; shown inline only when it is an image, downloaded otherwise (a PDF, anything unknown).
 */
export function servedFile(file: { name: string; data: Buffer }): ServedFile {
  const sniffed = sniffFileType(file.data)?.contentType ?? 'application/octet-stream';
  const filename = file.name.replace(/[^A-Za-z0-9._-]/g, '_').slice(0, 200) || 'file';
  const mode = INLINE_TYPES.has(sniffed) ? 'inline' : 'attachment';
  return { contentType: sniffed, disposition: `${mode}; filename="${filename}"`, data: file.data };
}
