import { test as base, expect, type Page } from '@playwright/test';
import { type SmtpCapture, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { type AppServer, startAppServer } from './app-server.ts';
import { DEMO_PASSWORD } from './demo.ts';

export { expect };

type Context = { server: AppServer; smtp: SmtpCapture };

/** Signs `page` in as a demo account through the API (see `serverTest`). */
export type SignInAs = (page: Page, email: string, password?: string) => Promise<void>;

async function signInThroughApi(page: Page, appUrl: string, email: string, password = DEMO_PASSWORD) {
  const headers = { origin: new URL(appUrl).origin };
  const data = { username: email, password };
  const response = await page.request.post(`${appUrl}/api/login_check`, { data, headers });
  // The sign-in form tries the member book next (spec 7); so does this.
  const answer =
    response.status() === 401
      ? await page.request.post(`${appUrl}/api/login_member_check`, { data, headers })
      : response;
  expect(answer.status(), `sign-in of ${email}`).toBe(200);
}

/**
 * The test function of a spec file whose server `ensureStarted` starts on first use (rather than in
 * beforeAll: Playwright resolves baseURL before file hooks run). `signInAs` signs in through the API,
 * for tests whose subject is not the sign-in form: the session cookies land in the page's browser
 * context and the app re-establishes the user from them on its next load. Each call opens its own
 * session, so tests never rotate each other's refresh tokens.
 */
export function serverTest(ensureStarted: () => Promise<AppServer>) {
  return base.extend<{ appUrl: string; signInAs: SignInAs }>({
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
    appUrl: async ({}, use) => {
      await use((await ensureStarted()).url);
    },
    // biome-ignore lint/correctness/noEmptyPattern: Playwright requires the destructuring form.
    baseURL: async ({}, use) => {
      await use((await ensureStarted()).url);
    },
    signInAs: async ({ appUrl }, use) => {
      await use((page, email, password) => signInThroughApi(page, appUrl, email, password));
    },
  });
}

/**
 * Each test file runs against its own server on its own copy of the pre-seeded data directory, with
 * a real SMTP server on loopback receiving its e-mails. Call once at the top of a spec file; the
 * returned context is filled before the first test.
 */
export function useAppServer(env: Record<string, string> = {}) {
  const context = {} as Context;
  let starting: Promise<AppServer> | undefined;
  const ensureStarted = () => {
    starting ??= (async () => {
      context.smtp = await startSmtpCapture();
      context.server = await startAppServer({ SMTP_URL: context.smtp.url, ...env });
      return context.server;
    })();
    return starting;
  };
  const test = serverTest(ensureStarted);
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
