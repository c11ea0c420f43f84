import { englishText } from '@congress/domain/i18n/english';
import { MESSAGES } from '@congress/domain/messages';
import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

test('a protected route sends to login with the redirect, which is honoured after sign-in', async ({
  page,
}) => {
  await page.goto('/demo/dashboard/admin/manage-rates');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdemo%2Fdashboard%2Fadmin%2Fmanage-rates/);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/manage-rates$/);
});

test('a participant on a staff route gets "Access denied"', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'user@demo.test');
  await expect(page).toHaveURL(/dashboard\/user\/home$/);
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page.getByText('Oops, Access denied')).toBeVisible();
  await expectAccessible(page);
});

test('an admin cannot reach Manage Users, a super admin can', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/overview$/);
  await expect(page.getByRole('link', { name: 'Manage Rates' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage Users' })).toHaveCount(0);
  await page.goto('/demo/dashboard/admin/manage-users');
  await expect(page.getByText('Oops, Access denied')).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await page.goto('/demo/dashboard/admin/manage-users');
  await signIn(page, 'superadmin@demo.test');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/manage-users$/);
  await expect(page.getByRole('link', { name: 'Manage Users' })).toBeVisible();
});

test('the visualisation role sees no admin menu', async ({ page }) => {
  await page.goto('/demo');
  await signIn(page, 'viewer@demo.test');
  await expect(page).toHaveURL(/overview$/);
  await expect(page.getByRole('link', { name: 'Manage Rates' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Registration' })).toHaveCount(0);
});

test('a member route asks for the Book of Member credentials', async ({ page }) => {
  await page.goto('/demo/rate/member/registration');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText('Please use your Book of Member credentials')).toBeVisible();
  await signIn(page, 'member@demo.test');
  await expect(page).toHaveURL(/\/demo\/rate\/member\/registration$/);
});

test('a redirect that leaves the site lands on the home screen after sign-in; the error page shows no URL text', async ({
  page,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/\t/evil.test/x')}`);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/overview$/);
  await page.goto(`/demo/error?status=403&message=${encodeURIComponent('Call +1 555 0100')}&code=nope`);
  await expect(page.getByText(englishText(MESSAGES.oops, { message: MESSAGES.genericError }))).toBeVisible();
  await expect(page.getByText('Call +1 555 0100')).toHaveCount(0);
});

test('a redirect that normalises to another site (/.//host) lands on the home screen, not an error panel', async ({
  page,
}) => {
  await page.goto(`/login?redirect=${encodeURIComponent('/demo/../..//evil.test')}`);
  await signIn(page, 'admin@demo.test');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/overview$/);
  await expect(page.getByText(englishText(MESSAGES.oops, { message: MESSAGES.genericError }))).toHaveCount(0);
});
