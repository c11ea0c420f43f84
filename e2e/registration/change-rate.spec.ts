import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, bookAsMember, chooseHotel, payByCard, rateCard, waitForForm } from './flow.ts';

const { test } = useAppServer();

test('changing to a cheaper rate after paying asks for a REFUND', async ({ page }) => {
  await bookAsMember(page, 'member@demo.test', 'Single - Grand Hotel');
  await page.getByRole('button', { name: 'PAYE' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
  await page.getByRole('link', { name: 'Home' }).click();
  await page.getByRole('button', { name: 'Modify' }).click();
  await waitForForm(page);
  await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveValue('+351 210 000 000');
  await expect(page.getByLabel('Issued on')).toHaveValue('2020-01-15');
  await page.getByRole('link', { name: 'Previous' }).click();
  await chooseHotel(page, 'Harbour Inn');
  await rateCard(page, 'Single - Harbour Inn').click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  // The change waits for the participant (decisions 32): nothing in force has moved yet.
  await expect(page.getByText('Your change is not saved yet')).toBeVisible();
  await expect(page.getByText('To be refunded:')).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('€250');
  await expect(page.getByRole('combobox', { name: 'Payment method' })).toHaveCount(0);
  await page.getByRole('button', { name: 'REFUND' }).click();
  await expect(page).toHaveURL(/\/registration\/confirm\?amount=250.00&label=REFUND$/);
  await expect(page.getByText('Your reservation changes have been successfully saved.')).toBeVisible();
  await expect(page.getByText("We're processing your €250 refund.")).toBeVisible();
  await expectAccessible(page);

  // The refund asked stays visible where the participant looks.
  await page.getByRole('link', { name: 'Home' }).click();
  const money = page.getByRole('region', { name: 'Payment' });
  await expect(money).toContainText('Refund requested');
  await expect(money).toContainText('€250');
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page.getByText('Refund requested').first()).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});
