/**
 * Just enough MIME to read back what nodemailer sends in tests: headers (folded, RFC 2047 words),
 * multipart bodies, quoted-printable and base64 parts, attachments. Not a general mail parser.
 */

export type MimeAttachment = { filename: string; contentType: string; content: Buffer };
export type ParsedMail = {
  /** Header names lowercased; the first occurrence wins. */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MimeAttachment[];
};

export function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=), as nodemailer writes non-ASCII headers. */
export function decodeHeaderWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')).toString('utf8'),
    );
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

export function parseHeaders(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return headers;
}

/** A parameter of a structured header: boundary="x", filename=x or filename*=utf-8''x (RFC 2231). */
export function headerParam(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const extended = new RegExp(`;\\s*${name}\\*=([^']*)'[^']*'([^;]+)`, 'i').exec(value);
  if (extended?.[2]) return decodeURIComponent(extended[2].trim());
  const plain = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, 'i').exec(value);
  const found = plain?.[2] ?? plain?.[1];
  return found === undefined ? undefined : decodeHeaderWords(found);
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      return Buffer.from(body, 'utf8');
  }
}

function walk(raw: string, mail: ParsedMail) {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const contentType = headers.get('content-type') ?? 'text/plain';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? 'text/plain';
  const boundary = headerParam(contentType, 'boundary');
  if (mediaType.startsWith('multipart/') && boundary) {
    const sections = body.split(`--${boundary}`);
    // sections[0] is the preamble; the last starts with "--" (the closing delimiter).
    for (const section of sections.slice(1)) {
      if (section.startsWith('--')) break;
      walk(section.replace(/^\r?\n/, '').replace(/\r?\n$/, ''), mail);
    }
    return;
  }
  const content = decodeBody(body, headers.get('content-transfer-encoding'));
  const disposition = headers.get('content-disposition');
  const filename = headerParam(disposition, 'filename') ?? headerParam(contentType, 'name');
  if (filename || disposition?.toLowerCase().startsWith('attachment')) {
    mail.attachments.push({ filename: filename ?? '', contentType: mediaType, content });
  } else if (mediaType === 'text/html') {
    mail.html += content.toString('utf8');
  } else if (mediaType === 'text/plain') {
    mail.text += content.toString('utf8');
  }
}

export function parseMail(raw: string): ParsedMail {
  const headers = parseHeaders(splitHead(raw).head);
  const mail: ParsedMail = {
    headers,
    subject: decodeHeaderWords(headers.get('subject') ?? ''),
    text: '',
    html: '',
    attachments: [],
  };
  walk(raw, mail);
  return mail;
}
