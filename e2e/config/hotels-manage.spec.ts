import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

test('an admin adds a hotel and edits it', async ({ page, signInAs }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/hotels');
  await expect(page.getByRole('heading', { name: 'Hotels', level: 1 })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'Grand Hotel' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Hotel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Hotel' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please type something')).toBeVisible();
  await dialog.getByLabel(/^Name/).fill('Riverside Lodge');
  await dialog.getByLabel('Address').fill('Avenida Ribeira 5, Lisboa');
  await dialog.getByLabel('Website').fill('https://riverside.example');
  await dialog.getByLabel('Description').fill('Quiet rooms by the river.');
  await expectAccessible(page, 'add hotel modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hotel created successfully')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'Riverside Lodge' });
  await expect(row).toContainText('Avenida Ribeira 5, Lisboa');

  await row.getByRole('button', { name: 'Edit Riverside Lodge' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Hotel' });
  await expect(edit.getByLabel(/^Name/)).toHaveValue('Riverside Lodge');
  await edit.getByLabel(/^Name/).fill('Riverside Lodge & Spa');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Hotel updated successfully')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: 'Riverside Lodge & Spa' })).toBeVisible();

  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/config/hotels-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/config/hotels-390.png', fullPage: true });
});
