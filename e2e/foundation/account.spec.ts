import { extractUrl } from '../../apps/server/test/smtp-capture.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';

const { test, context } = useAppServer();

test('a visitor sent to login creates an account and lands where it was going', async ({ page }) => {
  await page.goto('/demo/rate/affiliate-partners/registration');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('E-mail').fill('new.visitor@demo.test');
  await form.getByLabel(/^Password( \*)?$/).fill('Visitor!2027');
  await form.getByRole('button', { name: /create/i }).click();
  await expect(page).toHaveURL(/\/demo\/rate\/affiliate-partners\/registration$/);
  await expect(page.getByRole('banner')).toContainText('new.visitor@demo.test');
});

test('creating an account with a used e-mail says so', async ({ page }) => {
  await page.goto('/demo/rate/affiliate-partners/registration');
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('E-mail').fill('user@demo.test');
  await form.getByLabel(/^Password( \*)?$/).fill('Visitor!2027');
  await form.getByRole('button', { name: /create/i }).click();
  await expect(
    page.getByText('An account with this e-mail already exists. Sign in or reset your password.'),
  ).toBeVisible();
});

test('a participant resets a forgotten password with the link e-mailed to them', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/demo\/reset\/password$/);
  await expect(page.getByText('Forgot your password?')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('E-mail').fill('user@demo.test');
  await page.getByRole('button', { name: 'Email password reset link' }).click();
  await expect(page.getByText('Email sent')).toBeVisible();

  const mail = await context.smtp.waitFor((message) => message.to.includes('user@demo.test'), 20_000);
  const link = extractUrl(mail, /\/demo\/reset\/password\/form\//);
  expect(link).not.toBeNull();
  expect(link?.startsWith(context.server.url)).toBe(true);

  await page.goto(link ?? '');
  await expectAccessible(page);
  await page.getByLabel('New password').fill('weakpassword');
  await page.getByLabel('Confirm password').fill('weakpassword');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Please enter a correct password').first()).toBeVisible();

  await page.getByLabel('New password').fill('Fresh!Start9');
  await page.getByLabel('Confirm password').fill('Fresh!Start8');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('passwords are not identical')).toBeVisible();

  await page.getByLabel('Confirm password').fill('Fresh!Start9');
  await page.getByRole('button', { name: /save/i }).click();
  await expect(page.getByText('Your password has been successfully changed')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/demo$/);

  await signIn(page, 'user@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('form', { name: 'Sign in' }).getByRole('alert')).toContainText(
    'Invalid credentials.',
  );
  await signIn(page, 'user@demo.test', 'Fresh!Start9');
  await expect(page).toHaveURL(/\/demo\/dashboard\/user\/home$/);
});
