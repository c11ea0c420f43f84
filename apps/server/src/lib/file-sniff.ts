/** The kinds of upload we accept, known by their first bytes, never by name or declared type. */
export type SniffedType = { contentType: string; extension: string };

const startsWith = (data: Buffer, bytes: number[], offset = 0) =>
  data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

export function sniffFileType(data: Buffer): SniffedType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { contentType: 'image/png', extension: 'png' };
  }
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) {
    return { contentType: 'image/webp', extension: 'webp' };
  }
  if (startsWith(data, ascii('%PDF-'))) return { contentType: 'application/pdf', extension: 'pdf' };
  return null;
}

/** SVG is XML text that may carry scripts: refused by content, whatever its name says. */
export function looksLikeSvg(data: Buffer): boolean {
  const head = data
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  return (
    head.startsWith('<svg') ||
    ((head.startsWith('<?xml') || head.startsWith('<!doctype')) && head.includes('<svg'))
  );
}
