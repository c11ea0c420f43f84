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
  let starting: Promise<void> | undefined;
  // Started on first use rather than in beforeAll: Playwright resolves baseURL before file hooks run.
  const ensureStarted = () => {
    starting ??= (async () => {
      context.smtp = await startSmtpCapture();
      context.server = await startAppServer({ SMTP_URL: context.smtp.url, ...env });
    })();
    return starting;
  };
  const test = base.extend<{ appUrl: string }>({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
    appUrl: async ({}, use) => {
      await ensureStarted();
      await use(context.server.url);
    },
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
    baseURL: async ({}, use) => {
      await ensureStarted();
      await use(context.server.url);
    },
  });
  test.afterAll(async () => {
    await context.server?.stop();
    await context.smtp?.close();
  });
  return { test, context };
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.getByLabel('E-mail').first().fill(email);
  await page
    .getByLabel(/^Password( \*)?$/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
