import { expectAccessible } from '../support/a11y.ts';
import { DEMO_ACCOUNTS } from '../support/demo.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) {
  test(`${name} (${account.email}) signs in and lands on its screen`, async ({ page }) => {
    await page.goto('/demo');
    await signIn(page, account.email);
    await expect(page).toHaveURL(account.landing);
    await expectAccessible(page);
  });
}

test('staff see their e-mail in the header, participants "Hello" and their name', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'admin@demo.test');
  await expect(page.getByRole('banner')).toContainText('admin@demo.test');
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/demo$/);

  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(DEMO_ACCOUNTS.member.landing);
  await expect(page.getByRole('banner')).toContainText(/Hello \S+/);
});

test('a wrong password shows the server message under the form', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'admin@demo.test', 'Wrong!2345');
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
    'Invalid credentials.',
  );
  await expect(page).toHaveURL(/\/demo$/);
});

test('both fields are required', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please type something')).toHaveCount(2);
});

test('logout ends the session: a protected screen then asks to sign in', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(DEMO_ACCOUNTS.user.landing);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/dashboard/user/home');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
