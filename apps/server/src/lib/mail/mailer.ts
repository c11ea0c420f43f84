import { lazyRequire } from '../lazy-require.ts';

const loadNodemailer = lazyRequire<typeof import('nodemailer')>('nodemailer');

export type MailAttachment = { filename: string; content: Buffer; contentType: string };
export type MailMessage = {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
  attachments: MailAttachment[];
};

/** What the outbox worker needs from nodemailer; tests may pass their own. */
export type MailTransport = {
  sendMail(message: MailMessage): Promise<unknown>;
  close(): void;
};

/**
 * An SMTP transport for SMTP_URL. The timeouts keep one send well inside the outbox lease, so a
 * hanging server never lets another process send the same row while this one still waits.
 */
export function createSmtpTransport(url: string): MailTransport {
  return loadNodemailer().createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
}
