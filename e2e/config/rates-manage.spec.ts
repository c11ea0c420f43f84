import { expectAccessible } from '../support/a11y.ts';
import { RATE_ADMIN_MESSAGES } from '../../packages/domain/src/contracts/rates.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const LABEL = 'Partner early single - Harbour Inn';

async function choose(dialog: import('@playwright/test').Locator, label: string, option: string) {
  await dialog.getByLabel(new RegExp(`^${label}( \\*)?$`)).click();
  await dialog.page().getByRole('option', { name: option, exact: true }).click();
}

test('an admin creates a rate, sees it on the rate list, closes it and sees SOLD OUT', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/manage-rates');
  await expect(page.getByRole('heading', { name: 'Manage Rates', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Rates' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Hotel',
    'Room Option',
    'Participant Type',
    'Early Bird',
    'Price',
    'Open',
    'Edit',
  ]);

  await page.getByRole('button', { name: 'Create Rate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Rate' });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter label')).toHaveCount(2);
  await expect(dialog.getByText('Please enter price')).toBeVisible();

  await dialog.getByLabel(/^Label/).fill(LABEL);
  await choose(dialog, 'Hotel', 'Harbour Inn');
  await choose(dialog, 'First participant type', 'affiliate / partners');
  await dialog.getByLabel(/^First participant price/).fill('1000.01');
  await dialog.getByLabel(/^Comment/).fill('x'.repeat(201));
  await dialog.getByLabel('Open date').fill('2020-01-01');
  await dialog.getByLabel('Close date').fill('2020-01-01');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Price is too long')).toBeVisible();
  await expect(dialog.getByText('Comment is too long')).toBeVisible();
  await expect(dialog.getByText('End date must be after start date')).toBeVisible();
  await dialog.getByLabel(/^First participant price/).fill('412.555');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Please enter a valid price with no more than 2 decimal places'),
  ).toBeVisible();

  // Single exactly without a second participant type.
  const roomOption = dialog.getByRole('combobox', { name: 'Room option' });
  await expect(roomOption).toHaveValue('Single');
  await expect(roomOption).toBeDisabled();
  await choose(dialog, 'Second participant type', 'Accompany');
  await expect(roomOption).toHaveValue('Twin / Double');
  await choose(dialog, 'Room option', 'Single');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(RATE_ADMIN_MESSAGES.singleHasNoSecondType)).toBeVisible();
  await dialog.screenshot({ path: `${E2E_TMP}/shots/rate-modal-single-refused-1280.png` });
  await choose(dialog, 'Second participant type', 'None (single)');
  await expect(roomOption).toHaveValue('Single');

  await dialog.getByLabel(/^First participant price/).fill('412.50');
  await dialog.getByLabel(/^Comment/).fill('Breakfast included');
  await dialog.getByLabel('Close date').fill('2099-12-31');
  await dialog.getByLabel(/^Quota/).fill('12');
  await dialog.getByRole('switch', { name: 'Open' }).click();
  await dialog.getByRole('switch', { name: 'Early Bird' }).click();
  await expectAccessible(page, 'create rate modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Create rate successfully')).toBeVisible();
  const row = table.getByRole('row').filter({ hasText: LABEL });
  await expect(row).toContainText('Harbour Inn');
  await expect(row).toContainText('€412.50');
  await expect(row).toContainText('Yes');
  await expect(row.getByRole('switch', { name: `Open ${LABEL}` })).toBeChecked();

  const visitor = await browser.newPage({ baseURL: appUrl });
  await visitor.goto('/demo/rate/affiliate-partners');
  await visitor.getByText('Harbour Inn', { exact: true }).first().click();
  const card = visitor.getByRole('button', { name: new RegExp(`^${LABEL}`) });
  await expect(card).toBeEnabled();
  await expect(card).not.toContainText('SOLD OUT');

  // The switch's input sits under its track: click it as a keyboard user would toggle it.
  await row.getByRole('switch', { name: `Open ${LABEL}` }).press('Space');
  await expect(page.getByText('Rate status updated successfully')).toBeVisible();
  await expect(row.getByRole('switch', { name: `Open ${LABEL}` })).not.toBeChecked();

  await visitor.reload();
  await visitor.getByText('Harbour Inn', { exact: true }).first().click();
  await expect(card).toContainText('SOLD OUT');
  await expect(card).toBeDisabled();
  await visitor.close();

  await row.getByRole('button', { name: `Edit ${LABEL}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Rate' });
  await expect(edit.getByLabel(/^Label/)).toHaveValue(LABEL);
  await edit.getByLabel(/^First participant price/).fill('420');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update rate successfully')).toBeVisible();
  await expect(row).toContainText('€420');

  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/config/rates-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/config/rates-390.png', fullPage: true });
});
