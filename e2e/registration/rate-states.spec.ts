import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import {
  acceptConsentAndNext,
  chooseHotel,
  fillPerson,
  rateCard,
  signInFromRedirect,
  waitForForm,
} from './flow.ts';

const { test } = useAppServer();

test('SOLD OUT and CLOSED cards are disabled', async ({ page }) => {
  await page.goto('/demo/rate/member');
  await expect(page.getByRole('heading', { name: 'Grand Hotel', level: 2 })).toBeVisible();
  await chooseHotel(page, 'Harbour Inn');
  const soldOut = rateCard(page, 'Single sold out - Harbour Inn');
  await expect(soldOut).toContainText('SOLD OUT');
  await expect(soldOut).toBeDisabled();
  for (const label of ['Single last year - Harbour Inn', 'Single next year - Harbour Inn']) {
    await expect(rateCard(page, label)).toContainText('CLOSED');
    await expect(rateCard(page, label)).toBeDisabled();
  }
  await expect(rateCard(page, 'Single - Harbour Inn')).toContainText('Early bird');
  await expect(rateCard(page, 'Single - Harbour Inn')).toBeEnabled();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('a member of another section is refused the France rate', async ({ page }) => {
  await page.goto('/demo/rate/member');
  const france = rateCard(page, 'Single France section - Grand Hotel');
  await expect(france).toContainText('Only for members of the section France');
  await france.click();
  await signInFromRedirect(page, 'member2@demo.test');
  await waitForForm(page);
  await fillPerson(page, 'main');
  await acceptConsentAndNext(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The rate you have chosen is available only section member France');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/registration$/);
});

test('a participant who has not registered is offered CREATE on the dashboard', async ({ page }) => {
  await page.goto('/demo/dashboard/user/home');
  await signInFromRedirect(page, 'user@demo.test');
  await expect(page.getByRole('heading', { name: 'Welcome user@demo.test' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.getByRole('link', { name: 'CREATE' }).click();
  await expect(page).toHaveURL(/\/demo$/);
});
