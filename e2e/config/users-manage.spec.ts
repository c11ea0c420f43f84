import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const PASSWORD = 'Staff!2345';

test('a super admin creates a user, then disables it: it can no longer sign in', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  const email = `new-admin-${Date.now()}@demo.test`;
  await signInAs(page, 'superadmin@demo.test');
  await page.goto('/demo/dashboard/admin/manage-users');
  await expect(page.getByRole('heading', { name: 'Manage Users', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Users' });
  await expect(table.getByRole('columnheader')).toHaveText(['Email', 'Enable', 'Edit']);

  await page.getByRole('button', { name: 'Create User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create User' });
  // One role, none chosen at first.
  const roles = dialog.getByRole('radiogroup', { name: /Role/ });
  await expect(roles.getByRole('radio', { name: 'SUPER_ADMIN' })).toBeVisible();
  for (const radio of await roles.getByRole('radio').all()) await expect(radio).not.toBeChecked();
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByText('Please enter a password')).toBeVisible();
  await expect(dialog.getByText('Please select a role')).toBeVisible();
  await roles.getByRole('radio', { name: 'ADMIN', exact: true }).check();
  await dialog.screenshot({ path: `${E2E_TMP}/shots/create-user-modal-1280.png` });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel(/^Password/).fill(PASSWORD);
  await dialog.getByLabel(/^Confirm Password/).fill('Other!2345');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Passwords do not match')).toBeVisible();
  await dialog.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await expectAccessible(page, 'create user modal');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('create user successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search by e-mail').fill(email);
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: 'Enabled' })).toBeVisible();

  // The new admin signs in in another browser.
  const other = await browser.newPage({ baseURL: appUrl });
  await other.goto('/demo/dashboard/admin/participation-list');
  await signIn(other, email, PASSWORD);
  await expect(other).toHaveURL(/\/demo\/dashboard\/admin\/participation-list$/);

  await row.getByRole('button', { name: `Edit ${email}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Email')).toHaveValue(email);
  await edit.getByRole('switch', { name: 'Enabled' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('edit user successfully')).toBeVisible();
  await expect(row.getByRole('img', { name: 'Disabled' })).toBeVisible();

  // Its live session ends, and signing in again is refused.
  await other.goto('/demo/dashboard/admin/participation-list');
  await expect(other).toHaveURL(/\/login/);
  await signIn(other, email, PASSWORD);
  await expect(other.getByText('This account is disabled.')).toBeVisible();
  await other.close();

  await page.getByLabel('Search by e-mail').fill('');
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/users-1280.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: '/tmp/config-b-shots/users-390.png', fullPage: true });
});

test('an admin who is not super admin is refused Manage Users', async ({ page, signInAs }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/manage-users');
  await expect(page.getByText('Access denied')).toBeVisible();
});
