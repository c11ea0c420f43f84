import type { AddressInfo } from 'node:net';
import { type AddressObject, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type MimeAttachment = { filename: string; contentType: string; content: Buffer };
/** What tests read of a message: header values as text, the text and HTML bodies, attachments. */
export type ParsedMail = {
  /** Header names lowercased; addresses as their text ("Name <a@b>"). */
  headers: Map<string, string>;
  subject: string;
  text: string;
  html: string;
  attachments: MimeAttachment[];
};

const headerText = (value: unknown): string => {
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toUTCString();
  if (value && typeof value === 'object' && 'text' in value) return String((value as AddressObject).text);
  if (value && typeof value === 'object' && 'value' in value) return String(value.value);
  return String(value);
};

export async function parseMail(raw: Buffer): Promise<ParsedMail> {
  const mail = await simpleParser(raw, { skipImageLinks: true, skipTextToHtml: true });
  return {
    headers: new Map([...mail.headers].map(([name, value]) => [name.toLowerCase(), headerText(value)])),
    subject: mail.subject ?? '',
    text: mail.text ?? '',
    html: typeof mail.html === 'string' ? mail.html : '',
    attachments: mail.attachments.map((a) => ({
      filename: a.filename ?? '',
      contentType: a.contentType,
      content: a.content,
    })),
  };
}

/** One message the capture server accepted: the envelope, the raw DATA and its parsed parts. */
export type CapturedMessage = ParsedMail & {
  /** Envelope sender and recipients (what the SMTP client said, not the headers). */
  from: string;
  to: string[];
  raw: string;
};

export type SmtpCapture = {
  port: number;
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every accepted message, in arrival order. */
  messages: CapturedMessage[];
  /** The first message (already received or arriving within timeoutMs) that matches. */
  waitFor(predicate?: (message: CapturedMessage) => boolean, timeoutMs?: number): Promise<CapturedMessage>;
  /** Recipients matching the pattern are refused with 550 at RCPT TO; null accepts everyone again. */
  rejectRecipients(pattern: RegExp | null): void;
  clear(): void;
  close(): Promise<void>;
};

/** A real SMTP server on loopback (port 0: a free one) that keeps what it receives, for tests. */
export async function startSmtpCapture(
  options: {
    rejectRecipients?: RegExp /** A given port, to start a stopped server again. */;
    port?: number;
  } = {},
): Promise<SmtpCapture> {
  const messages: CapturedMessage[] = [];
  const waiters = new Set<() => void>();
  let rejecting = options.rejectRecipients ?? null;

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (rejecting?.test(address.address)) {
        return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const data = Buffer.concat(chunks);
        const mailFrom = session.envelope.mailFrom;
        const to = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        parseMail(data).then(
          (parsed) => {
            messages.push({
              ...parsed,
              from: mailFrom ? mailFrom.address : '',
              to,
              raw: data.toString('utf8'),
            });
            for (const wake of waiters) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const waitFor: SmtpCapture['waitFor'] = (predicate = () => true, timeoutMs = 5_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        const found = messages.find(predicate);
        if (!found) return false;
        cleanup();
        resolve(found);
        return true;
      };
      const timer = setTimeout(() => {
        cleanup();
        const seen = messages.map((m) => `"${m.subject}" to ${m.to.join(', ')}`).join('; ') || 'none';
        reject(new Error(`No matching e-mail within ${timeoutMs} ms (received: ${seen})`));
      }, timeoutMs);
      const wake = () => void check();
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(wake);
      };
      waiters.add(wake);
      check();
    });

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    rejectRecipients: (pattern) => {
      rejecting = pattern;
    },
    clear: () => {
      messages.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The first URL in a message (its text, then its HTML) or in a raw string that matches the pattern.
 * Raw quoted-printable is decoded first ("=\r\n" soft breaks, "=3D"), HTML's "&amp;" too.
 */
export function extractUrl(source: CapturedMessage | string, pattern: RegExp | string): string | null {
  const haystacks =
    typeof source === 'string' ? [decodeIfQuotedPrintable(source)] : [source.text, source.html];
  const matcher = typeof pattern === 'string' ? new RegExp(pattern) : pattern;
  for (const haystack of haystacks) {
    for (const [candidate] of haystack.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = candidate.replace(/&amp;/g, '&').replace(/[).,;]+$/, '');
      if (matcher.test(url)) return url;
    }
  }
  return null;
}

function decodeQuotedPrintable(value: string): Buffer {
  const soft = value.replace(/=\r?\n/g, '');
  return Buffer.from(
    soft.replace(/=([0-9A-Fa-f]{2})/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  );
}

/** Only text that shows quoted-printable marks is decoded: a plain "?a=12" must stay as it is. */
function decodeIfQuotedPrintable(raw: string): string {
  return /=\r?\n|=3D/i.test(raw) ? decodeQuotedPrintable(raw).toString('utf8') : raw;
}
