import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, bookAsMember, rateCard, waitForForm } from './flow.ts';

const { test, context } = useAppServer();
const SHOTS = '.tmp/e2e/shots';

/**
 * Decisions 32: member3 (Haruto Sato, Twin shared, EUR 600 paid) changes to "Single - Grand
 * Hotel". The card page's order summary says the booking in force, the new one, what was paid and
 * the EUR 200 charged now, the same amount as the Pay button.
 */
test('the card page of a change says what is bought, matching the Pay button', async ({ page, signInAs }) => {
  await signInAs(page, 'member3@demo.test');
  await page.goto('/demo/dashboard/user/home');
  await page.getByRole('button', { name: 'Modify' }).click();
  await waitForForm(page);
  await page.getByRole('link', { name: 'Previous' }).click();
  await rateCard(page, 'Single - Grand Hotel').click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  // The room-mate leaves with a single room: the form asks first.
  await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your change is not saved yet')).toBeVisible();
  await page.getByRole('button', { name: 'PAYE' }).click();

  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(page.getByRole('button', { name: 'Pay €200' })).toBeVisible({ timeout: 15_000 });
  await expect(summary.getByTestId('order-in-force')).toContainText(
    'Twin shared with a member - Grand Hotel',
  );
  await expect(summary.getByTestId('order-in-force')).toContainText('€600');
  await expect(summary.getByTestId('order-next')).toContainText('Single - Grand Hotel');
  await expect(summary.getByTestId('order-next')).toContainText('€800');
  await expect(summary.getByTestId('order-account')).toContainText('€600');
  await expect(summary.getByTestId('order-charged-now')).toHaveText('€200');
  await expectAccessible(page, 'card page of a change, 1280 px');
  await page.screenshot({ path: `${SHOTS}/change-card-page-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'card page of a change, 390 px');
  await page.screenshot({ path: `${SHOTS}/change-card-page-390.png`, fullPage: true });
});

/**
 * Decisions 35: the bank transfer page prints the congress's one set of bank details as text, and
 * the e-mail says the same account; no image of other details is shown.
 */
test('the bank transfer page prints the congress bank details as text', async ({ page }) => {
  await bookAsMember(page, 'member@demo.test', 'Single - Grand Hotel');
  await page.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'PAYE' }).click();

  const details = page.getByRole('region', { name: 'Bank details' });
  await expect(details).toContainText('Demo Association of Hotel Concierges');
  await expect(details).toContainText('Banco Demo de Lisboa');
  await expect(details).toContainText('PT50 0002 0123 1234 5678 9015 4');
  await expect(details).toContainText('BDEMPTPL');
  await expect(page.locator('#main-content').getByRole('img')).toHaveCount(0);
  await expectAccessible(page, 'bank transfer page, 1280 px');
  await page.screenshot({ path: `${SHOTS}/bank-transfer-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'bank transfer page, 390 px');
  await page.screenshot({ path: `${SHOTS}/bank-transfer-390.png`, fullPage: true });

  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('member@demo.test') && m.subject.includes('bank transfer'),
    15_000,
  );
  expect(mail.text).toContain('IBAN: PT50 0002 0123 1234 5678 9015 4');
  expect(mail.text).toContain('BIC: BDEMPTPL');
  expect(mail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
});
