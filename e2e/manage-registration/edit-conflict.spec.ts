import type { Page } from '@playwright/test';
import { VERSION_MESSAGES } from '../../packages/domain/src/contracts/versions.ts';
import { UNSAVED_CHANGES_MESSAGES } from '../../packages/domain/src/unsaved-changes.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const SAVED = 'Registration saved successfully';
const MANAGE = '/demo/dashboard/admin/manage-registration';
const LIST = '/demo/dashboard/admin/participation-list';
const SHOTS = `${E2E_TMP}/shots`;

type ListRow = { participationId: number; firstName: string; lastName: string };

/** Claire Martin's demo participation, through the staff list (searched by name, decisions 40). */
async function claireId(page: Page): Promise<number> {
  const response = await page.request.get('/api/participation/congress/demo?search=Claire%20Martin');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { items: ListRow[] } | ListRow[];
  const rows = Array.isArray(body) ? body : body.items;
  const found = rows.find((row) => row.firstName === 'Claire' && row.lastName === 'Martin');
  if (!found) throw new Error('no demo participation for Claire Martin');
  return found.participationId;
}

async function openForm(page: Page, id: number) {
  await page.goto(`${MANAGE}?participation=${id}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
}

const phoneOf = (page: Page) =>
  page.getByRole('group', { name: 'Personal information' }).getByRole('textbox', { name: 'Phone' });

test('two admins edit one participation: the second save is refused, and Reload shows the first', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  const id = await claireId(page);
  // The second admin works in its own browser context: its own session and tab.
  const otherContext = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
  const other = await otherContext.newPage();
  await signInAs(other, 'superadmin@demo.test');

  await openForm(page, id);
  await openForm(other, id);
  await expect(other.getByRole('combobox', { name: 'Registration status' })).toHaveValue('Confirmed');

  await phoneOf(page).fill('+33 7 11 22 33 44');
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();

  // The second admin changes the status on what it read before: nothing of it is saved.
  await other.getByRole('combobox', { name: 'Registration status' }).click();
  await other.getByRole('option', { name: 'On hold', exact: true }).click();
  await other.getByRole('button', { name: 'SAVE' }).click();
  const conflict = other.getByRole('alert').filter({ hasText: VERSION_MESSAGES.conflict });
  await expect(conflict).toBeVisible({ timeout: 15_000 });
  await expect(other.getByText(SAVED)).toHaveCount(0);
  await expectAccessible(other, 'the conflict at 1280 px');
  await other.screenshot({ path: `${SHOTS}/edit-conflict-1280.png`, fullPage: true });
  await other.setViewportSize({ width: 390, height: 844 });
  await conflict.scrollIntoViewIfNeeded();
  await expectAccessible(other, 'the conflict at 390 px');
  await other.screenshot({ path: `${SHOTS}/edit-conflict-390.png`, fullPage: true });
  await conflict.screenshot({ path: `${SHOTS}/edit-conflict-alert-390.png` });

  // Reload brings the first admin's change, and the status as it is (not the refused one).
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(conflict).toHaveCount(0);
  await expect(phoneOf(other)).toHaveValue('+33 7 11 22 33 44');
  await expect(other.getByRole('combobox', { name: 'Registration status' })).toHaveValue('Confirmed');

  // From the fresh read the second admin's change goes through.
  await other.getByRole('combobox', { name: 'Registration status' }).click();
  await other.getByRole('option', { name: 'On hold', exact: true }).click();
  await other.getByRole('button', { name: 'SAVE' }).click();
  await expect(other.getByText(SAVED)).toBeVisible();
  await otherContext.close();
});

test('Previous keeps the list as it was; leaving with unsaved changes asks first', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  const filtered = `${LIST}?status=active&q=Claire`;
  await page.goto(filtered);
  await page.getByRole('button', { name: 'Actions for Claire Martin' }).click();
  await page.getByRole('menuitem', { name: 'Edit member' }).click();
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });

  await phoneOf(page).fill('+33 6 00 00 00 01');
  await page.getByRole('link', { name: 'Previous' }).click();
  const leave = page.getByRole('dialog', { name: UNSAVED_CHANGES_MESSAGES.title });
  await expect(leave).toBeVisible();
  await expectAccessible(page, 'the leave dialog');
  await page.screenshot({ path: `${SHOTS}/leave-dialog-1280.png` });
  await leave.getByRole('button', { name: 'Stay on the form' }).click();
  await expect(leave).toBeHidden();
  await expect(phoneOf(page)).toHaveValue('+33 6 00 00 00 01');

  await page.getByRole('link', { name: 'Previous' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?status=active&q=Claire$`));
  await expect(page.getByRole('button', { name: 'Actions for Claire Martin' })).toBeVisible();
});
