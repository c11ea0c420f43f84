import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

/** Outside test-results, which every Playwright run empties. */
const SCREENS = `${E2E_TMP}/screens/audit-log`;

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });
test.beforeEach(({ page }) => {
  page.on('pageerror', (error) => console.log(`page error: ${error.message}`));
});

test('the audit log shows a settings change with who made it and the values before and after', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/congress-settings');
  await page.getByLabel(/^City( \*)?$/).fill('Sintra');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Congress settings saved successfully')).toBeVisible();

  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
  const filters = page.getByRole('form', { name: 'Audit log filters' });
  await filters.getByLabel('Actor e-mail').fill('superadmin@demo.test');
  await filters.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'congress', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 entry$/ })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  await expect(log).toContainText('superadmin@demo.test');
  await expect(log).toContainText('Demo Congress 2027');
  await log.getByRole('button', { name: 'Show changes' }).click();
  const diff = page.getByRole('table', { name: 'Values before and after' });
  await expect(changeRow(diff, 'City').getByRole('cell')).toHaveText(['Lisbon', 'Sintra']);
  await expect(diff).not.toContainText(/passport|medical|\{/i);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/settings-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/settings-390.png`, fullPage: true });

  await filters.getByLabel('From', { exact: true }).fill('2000-01-01');
  await filters.getByLabel('To', { exact: true }).fill('2000-01-02');
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
});

/** A row of the changes table by its field's name (the record it sits in is written above it). */
const changeRow = (diff: ReturnType<Page['getByRole']>, field: string) =>
  diff
    .getByRole('row')
    .filter({ has: diff.page().getByRole('rowheader', { name: new RegExp(`${field}$`) }) });

const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a room Double -> Twin and a status Confirmed -> On hold made in Manage Registration read as such in the log', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'superadmin@demo.test');
  const search = await page.request.get('/api/participation/congress/demo?search=Kenji%20Tanaka');
  const rows = (await search.json()) as { items: { participationId: number; lastName: string }[] };
  const kenji = rows.items.find((row) => row.lastName === 'Tanaka');
  expect(kenji).toBeTruthy();
  await page.goto(`/demo/dashboard/admin/manage-registration?participation=${kenji?.participationId}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('combobox', { name: 'Room option' })).toHaveValue('Double');
  for (const [select, option] of [
    ['Room option', 'Twin'],
    ['Registration status', 'On hold'],
  ] as const) {
    await page.getByRole('combobox', { name: select }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible();

  await page.goto('/demo/dashboard/admin/audit-log');
  const filters = page.getByRole('form', { name: 'Audit log filters' });
  await filters.getByLabel('Actor e-mail').fill('superadmin@demo.test');
  await filters.getByRole('combobox', { name: 'Entity' }).click();
  await page.getByRole('option', { name: 'participation', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^1 entry$/ })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  // By keyboard: the disclosure opens with Enter.
  await log.getByRole('button', { name: 'Show changes' }).focus();
  await page.keyboard.press('Enter');
  const diff = log.getByRole('table', { name: 'Values before and after' });
  // Both people of the double room moved: each change under the person it belongs to.
  await expect(diff.getByRole('row')).toHaveText([
    /^Field\s*Before\s*After$/,
    /^Kenji Tanaka\s*Room\s*Double\s*Twin$/,
    /^Kenji Tanaka\s*Status\s*Confirmed\s*On hold$/,
    /^Yuki Tanaka\s*Room\s*Double\s*Twin$/,
    /^Yuki Tanaka\s*Status\s*Confirmed\s*On hold$/,
  ]);
  await expect(diff).not.toContainText(/\{|roomOption|statusRegistration|version/);
  await expect(log.getByRole('button', { name: 'Show raw record' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/room-status-1280.png`, fullPage: true });

  // On a phone each entry is a card, each change stacked: before over after.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(log).toBeHidden();
  const cards = page.getByRole('list', { name: 'Audit log' });
  const stacked = cards.getByRole('list', { name: 'Values before and after' });
  await expect(stacked.getByRole('listitem')).toHaveText([
    /^Kenji Tanaka\s*Room\s*Before: Double\s*After: Twin$/,
    /^Kenji Tanaka\s*Status\s*Before: Confirmed\s*After: On hold$/,
    /^Yuki Tanaka\s*Room\s*Before: Double\s*After: Twin$/,
    /^Yuki Tanaka\s*Status\s*Before: Confirmed\s*After: On hold$/,
  ]);
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SCREENS}/room-status-390.png`, fullPage: true });
  await cards.getByRole('button', { name: 'Hide changes' }).press('Enter');
  await expect(stacked).toBeHidden();
});
