import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 150_000 });

const MANAGE = '/demo/dashboard/admin/manage-registration';
const SHOTS = `${E2E_TMP}/shots/staff-refund`;
mkdirSync(SHOTS, { recursive: true });

type ListRow = { participationId: number; firstName: string; lastName: string };

async function participationIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/api/participation/congress/demo/all/all/all/all/all?pageSize=100&search=${encodeURIComponent(name.split(' ').at(-1) ?? name)}`,
  );
  const found = ((await response.json()) as { items: ListRow[] }).items.find(
    (row) => `${row.firstName} ${row.lastName}` === name,
  );
  if (!found) throw new Error(`no demo participation for ${name}`);
  return found.participationId;
}

/**
 * Decisions 43: an admin cancels Inès Laurent (EUR 650 paid by card) in Manage
 * Registration, then refunds what she is owed from the money panel, to her card through the offline
 * provider; the credit note is downloaded.
 */
test('a staff refund from Manage Registration, with its credit note', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await page.goto(`${MANAGE}?participation=${await participationIdOf(page, 'Inès Laurent')}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('combobox', { name: 'Registration status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible({ timeout: 20_000 });

  const money = page.getByTestId('money-panel');
  await expect(money.getByText('To be refunded')).toBeVisible();
  const refund = money.getByRole('button', { name: /^Refund €650/ });
  await expect(refund).toBeVisible();
  await expectAccessible(page, 'Manage Registration owing a refund, 1280');
  await refund.click();

  const dialog = page.getByRole('dialog', { name: 'Refund the participant' });
  await expect(dialog).toContainText('Inès Laurent is owed €650. How is it paid back?');
  await dialog.getByRole('radio', { name: 'Card, through the payment provider (up to €650)' }).check();
  await expectAccessible(page, 'the staff refund dialog, 1280');
  await page.screenshot({ path: `${SHOTS}/dialog-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Refund €650' }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible({ timeout: 20_000 });

  await expect(money.getByRole('button', { name: /^Refund €/ })).toHaveCount(0);
  await expect(money.getByRole('region', { name: 'Payment history' })).toContainText('Refunded');
  const documents = money.getByRole('list', { name: 'Documents' });
  await expect(documents).toContainText('Credit note');
  const download = page.waitForEvent('download');
  await documents
    .getByRole('listitem')
    .filter({ hasText: 'Credit note' })
    .getByRole('button', { name: /Download/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^credit_note_demo_/);
  await page.screenshot({ path: `${SHOTS}/refunded-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(documents).toBeVisible();
  await expectAccessible(page, 'Manage Registration after a staff refund, 390');
  await page.screenshot({ path: `${SHOTS}/refunded-390.png`, fullPage: true });
});

test('the staff refund dialog at 390 px, from the payments desk', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@demo.test');
  // A staff cancellation makes Kenji Tanaka owed money; the desk lists it though nobody asked.
  await page.goto('/demo/dashboard/admin/participation-list');
  await page.goto(`${MANAGE}?participation=${await participationIdOf(page, 'Kenji Tanaka')}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Registration status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible({ timeout: 20_000 });

  await page.goto('/demo/dashboard/admin/payments');
  await page.getByRole('tab', { name: /Refund requests/ }).click();
  const owed = page.getByTestId('owed-refund').filter({ hasText: 'Kenji Tanaka' });
  await expect(owed).toBeVisible();
  await expectAccessible(page, 'the desk owing a refund, 390');
  await owed.getByRole('button', { name: /^Refund €/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund the participant' });
  await expect(dialog.getByRole('radio', { name: 'Bank transfer, made by hand' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/desk-dialog-390.png`, fullPage: true });
  await dialog.getByRole('button', { name: /^Refund €/ }).click();
  await expect(page.getByText('Refund recorded.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('owed-refund').filter({ hasText: 'Kenji Tanaka' })).toHaveCount(0);
});
