import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, fillPerson, rateCard, signInFromRedirect, waitForForm } from './flow.ts';

const { test, context } = useAppServer();

test('a double room with an accompanying person, paid by bank transfer, sends the proforma', async ({
  page,
}) => {
  await page.goto('/demo/rate/member');
  await rateCard(page, 'Double with accompanying person - Grand Hotel').click();
  await signInFromRedirect(page, 'member@demo.test');
  await waitForForm(page);
  await page.getByRole('combobox', { name: 'Room option' }).click();
  await page.getByRole('option', { name: 'Double' }).click();
  await fillPerson(page, 'main');
  await page.getByRole('button', { name: 'Add accompanying' }).click();
  await fillPerson(page, 'companion', { firstName: 'Ana', lastName: 'Lopes', email: 'ana@example.test' });
  await expectAccessible(page);
  await acceptConsentAndNext(page);

  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accompanying person' })).toContainText('Ana Lopes');
  await expect(page.getByTestId('amount-due')).toHaveText('€1,200');
  await page.getByRole('combobox', { name: 'Payment method' }).click();
  await page.getByRole('option', { name: 'Bank transfer' }).click();
  await page.getByRole('button', { name: 'PAYE' }).click();

  await expect(page).toHaveURL(/\/registration\/bank-transfer\?amount=1200.00$/);
  await expect(page.getByText(/Please pay €1,200 within 15 days/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Bank details' })).toContainText('BDEMPTPL');
  await expect(page.getByText(/Payment reference to quote/)).toBeVisible();
  await expect(
    page.getByText('An e-mail with the proforma and the bank details has been sent to you.'),
  ).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);

  const mail = await context.smtp.waitFor((m) =>
    m.attachments.some((a) => a.contentType === 'application/pdf'),
  );
  expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
});
