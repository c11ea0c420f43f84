import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

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
  const cityRow = diff.getByRole('row', { name: /city \(changed\)/ });
  await expect(cityRow).toContainText('Lisbon');
  await expect(cityRow).toContainText('Sintra');
  await expect(diff).not.toContainText(/passport|medical/i);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/audit-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/audit-390.png', fullPage: true });

  await filters.getByLabel('From', { exact: true }).fill('2000-01-01');
  await filters.getByLabel('To', { exact: true }).fill('2000-01-02');
  await expect(page.getByText('No entry matches these filters.')).toBeVisible();
});
