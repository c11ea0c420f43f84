import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { type SmtpCapture, startSmtpCapture } from '../../apps/server/test/smtp-capture.ts';
import { type AppServer, startAppServer } from '../support/app-server.ts';
import { serverTest } from '../support/fixtures.ts';
import { E2E_TMP, ROOT, TEMPLATE_DIR } from '../support/paths.ts';

/** Generated participations on top of the demo data: enough for two pages of 25. */
export const BULK_PARTICIPATIONS = 40;

/**
 * The app on a copy of the demo data plus `npm run seed:bulk` participations (list tests on
 * bulk data). The seed runs on the copy before the server opens it.
 */
export function useBulkAppServer() {
  const context = {} as { server: AppServer; smtp: SmtpCapture; dataDir: string };
  let starting: Promise<AppServer> | undefined;
  const ensureStarted = () => {
    starting ??= (async () => {
      context.dataDir = mkdtempSync(`${E2E_TMP}/list-`);
      cpSync(TEMPLATE_DIR, context.dataDir, { recursive: true });
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/seed/bulk-cli.ts', '--participations', String(BULK_PARTICIPATIONS)],
        {
          cwd: ROOT,
          env: { ...process.env, NODE_ENV: 'development', DATA_DIR: context.dataDir, LOG_LEVEL: 'warn' },
          stdio: 'pipe',
        },
      );
      context.smtp = await startSmtpCapture();
      context.server = await startAppServer({ SMTP_URL: context.smtp.url, DATA_DIR: context.dataDir });
      return context.server;
    })();
    return starting;
  };
  const test = serverTest(ensureStarted);
  test.afterAll(async () => {
    await context.server?.stop();
    await context.smtp?.close();
    if (context.dataDir) rmSync(context.dataDir, { recursive: true, force: true });
  });
  return { test, context };
}
