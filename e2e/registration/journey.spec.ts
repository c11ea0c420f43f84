import { MESSAGES } from '@congress/domain/messages';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';
import { chooseCountry, chooseHotel, rateCard, signInFromRedirect, waitForForm } from './flow.ts';

const { test } = useAppServer();

const SHOTS = '.tmp/e2e/shots';
const WIDTHS = [390, 1280] as const;

/** Screenshots of the screen at a phone's and a laptop's width, each checked by axe. */
async function shoot(page: Page, name: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** The badge is shown whole: its text is not cut by an ellipsis. */
async function isWhole(page: Page, label: string, badge: string) {
  const element = rateCard(page, label).getByText(badge, { exact: true });
  await expect(element).toBeVisible();
  return element.evaluate((node) => node.scrollWidth <= node.clientWidth + 1);
}

test('the registration form keeps what was typed across a reload and Previous, with the country list', async ({
  page,
}) => {
  await page.goto('/demo/rate/affiliate-partners');
  await rateCard(page, 'Partner single - Grand Hotel').click();
  await signInFromRedirect(page, 'user@demo.test');
  await waitForForm(page);
  const personal = page.getByRole('group', { name: 'Personal information' });
  const transport = page.getByRole('group', { name: 'Transport information' });
  // The e-mail comes from the account.
  await expect(personal.getByRole('textbox', { name: 'E-mail' })).toHaveValue('user@demo.test');
  await personal.getByRole('textbox', { name: 'First name' }).fill('Rita');
  await chooseCountry(personal, 'Country', 'Portugal');
  await chooseCountry(transport, 'Nationality', 'Japan');
  await transport.getByRole('textbox', { name: 'Passport number' }).fill('P7654321');
  await shoot(page, 'registration-form');

  await page.reload();
  await waitForForm(page);
  await expect(personal.getByRole('textbox', { name: 'First name' })).toHaveValue('Rita');
  await expect(personal.getByLabel('Country', { exact: false }).first()).toHaveValue('Portugal');
  await expect(transport.getByLabel('Nationality', { exact: false }).first()).toHaveValue('Japan');
  await expect(transport.getByRole('textbox', { name: 'Passport number' })).toHaveValue('P7654321');

  await page.getByRole('link', { name: 'Previous' }).click();
  await rateCard(page, 'Partner single - Grand Hotel').click();
  await waitForForm(page);
  await expect(personal.getByRole('textbox', { name: 'First name' })).toHaveValue('Rita');
});

test('SOLD OUT and CLOSED show in full at 390 px, and a CLOSED card says when', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/demo/rate/member');
  await chooseHotel(page, 'Harbour Inn');
  expect(await isWhole(page, 'Single sold out - Harbour Inn', 'SOLD OUT')).toBe(true);
  expect(await isWhole(page, 'Single last year - Harbour Inn', 'CLOSED')).toBe(true);
  expect(await isWhole(page, 'Single next year - Harbour Inn', 'CLOSED')).toBe(true);
  await expect(rateCard(page, 'Single last year - Harbour Inn')).toContainText(/Closed on \d{1,2} \w+ \d{4}/);
  await expect(rateCard(page, 'Single next year - Harbour Inn')).toContainText(/Opens on \d{1,2} \w+ \d{4}/);
  await shoot(page, 'rate-list-harbour');
});

test('a member of another section sees the France rate disabled with the reason', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'member2@demo.test');
  await page.goto('/demo/rate/member');
  const france = rateCard(page, 'Single France section - Grand Hotel');
  await expect(france).toContainText('Not available to you: only for members of the section France');
  await expect(france).toBeDisabled();
  await expect(rateCard(page, 'Single - Grand Hotel')).toBeEnabled();
  await chooseHotel(page, 'Harbour Inn');
  // Its own place does not make member2's current rate full for member2.
  await expect(rateCard(page, 'Single last room - Harbour Inn')).toContainText('Your current rate');
  await expect(rateCard(page, 'Single last room - Harbour Inn')).toBeEnabled();
  await shoot(page, 'rate-list-member2');
});

test('a user account on the member-only sign-in is told what to do', async ({ page }) => {
  await page.goto('/demo/rate/member/registration');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await expect(page.getByText(MESSAGES.memberCredentials)).toBeVisible();
  await signIn(page, 'user@demo.test');
  await expect(page.getByRole('alert')).toContainText(MESSAGES.notMemberBookAccount);
  await expect(
    page.getByRole('link', { name: 'Choose another participant type', exact: true }),
  ).toBeVisible();
  await shoot(page, 'member-only-sign-in-user');
});

test('a malformed reset link says so at once', async ({ page }) => {
  await page.goto('/demo/reset/password/form/not-a-token');
  await expect(page.getByText(MESSAGES.resetTokenInvalid)).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveCount(0);
  await shoot(page, 'reset-token-malformed');
});

test('a signed-out load logs no console error; /login after a closed congress does not spin', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto('/demo');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'member', exact: true })).toBeVisible();
  expect(errors).toEqual([]);

  await page.goto('/closed-demo');
  await expect(page.getByText(MESSAGES.congressClosed)).toBeVisible();
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign in', level: 2 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Register' })).toContainText(MESSAGES.congressClosed);
  await expect(page.getByLabel('Loading participant types')).toHaveCount(0);
  await shoot(page, 'login-closed-congress');
});

test('a long e-mail in the welcome heading wraps at 390 px', async ({ page, appUrl }) => {
  const email = `a.very.long.participant.address.${Date.now()}@a-long-domain-name-of-hotels.example.test`;
  const created = await page.request.post(`${appUrl}/api/user/register`, {
    data: { email, password: 'Demo!2345', congressSlug: 'demo' },
    headers: { origin: new URL(appUrl).origin },
  });
  expect(created.ok()).toBe(true);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByRole('heading', { name: `Welcome ${email}` })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await shoot(page, 'dashboard-welcome');
});
