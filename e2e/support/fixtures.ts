import { test as base, expect, type Page } from '@playwright/test';
import { type SmtpCapture, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { DEMO_PASSWORD } from './demo.ts';

export { expect };

type Context = { server: AppServer; smtp: SmtpCapture };

/**
 * Each test file runs against its own server on its own copy of the pre-seeded data directory, with
 * a real SMTP server on loopback receiving its e-mails. Call once at the top of a spec file; the
 * returned context is filled before the first test.
 */
export function useAppServer(env: Record<string, string> = {}) {
  const context = {} as Context;
  base.beforeAll(async () => {
    context.smtp = await startSmtpCapture();
    context.server = await startAppServer({ SMTP_URL: context.smtp.url, ...env });
  });
  base.afterAll(async () => {
    await context.server?.stop();
    await context.smtp?.close();
  });
  const test = base.extend<{ appUrl: string }>({
    appUrl: async ({}, use) => use(context.server.url),
    baseURL: async ({}, use) => use(context.server.url),
  });
  return { test, context };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').first().fill(email);
  await page.getByLabel('Password', { exact: true }).first().fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
