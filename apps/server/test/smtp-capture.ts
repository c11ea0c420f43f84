import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeQuotedPrintable, type ParsedMail, parseMail } from './mime.ts';

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
export async function startSmtpCapture(options: { rejectRecipients?: RegExp } = {}): Promise<SmtpCapture> {
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
        const raw = Buffer.concat(chunks).toString('utf8');
        const mailFrom = session.envelope.mailFrom;
        messages.push({
          ...parseMail(raw),
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
        });
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
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

/** Only text that shows quoted-printable marks is decoded: a plain "?a=12" must stay as it is. */
function decodeIfQuotedPrintable(raw: string): string {
  return /=\r?\n|=3D/i.test(raw) ? decodeQuotedPrintable(raw).toString('utf8') : raw;
}
