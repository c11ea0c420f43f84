import type { Page } from '@playwright/test';
import { type CapturedMessage, extractUrl, type SmtpCapture } from '../../apps/server/test/smtp-capture.ts';

/** The confirmation link a new account is e-mailed (decisions 50), read from the SMTP capture. */
export async function confirmationLink(smtp: SmtpCapture, email: string): Promise<string> {
  const isLink = (m: CapturedMessage) => m.to.includes(email) && m.text.includes('/verify-email?token=');
  const link = extractUrl(await smtp.waitFor(isLink, 30_000), /\/verify-email\?token=/);
  if (!link) throw new Error(`no confirmation link e-mailed to ${email}`);
  return link;
}

/**
 * A new account confirms its address as its owner would, without leaving the page it is on: the
 * link's token is sent to the endpoint the link's screen calls.
 */
export async function confirmEmail(page: Page, smtp: SmtpCapture, email: string): Promise<void> {
  const token = new URL(await confirmationLink(smtp, email)).searchParams.get('token');
  const origin = new URL(page.url()).origin;
  const response = await page.request.post(`${origin}/api/user/verify-email`, {
    data: { token },
    headers: { origin },
  });
  if (!response.ok()) throw new Error(`confirming ${email}: ${response.status()} ${await response.text()}`);
}
