import type { Page } from '@playwright/test';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

/** Every breach of the Content Security Policy the page reports, eval probes included. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test('the public pages and a staff screen run within the CSP (no eval, no inline script)', async ({
  page,
  signInAs,
}) => {
  const violations = await recordViolations(page);
  await page.goto('/demo');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.goto('/demo/rate/affiliate-partners');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations()).toEqual([]);
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await violations()).toEqual([]);
});
