import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { bookAs, payByCard, waitForForm } from './flow.ts';

/** The participant always knows where they stand (decisions 31-35). */
const { test } = useAppServer();
const HOME = '/demo/dashboard/user/home';

test('a change started and abandoned changes nothing in force', async ({ page, signInAs }) => {
  // member6: the double with Yuki Tanaka, €1,200 paid.
  await signInAs(page, 'member6@demo.test');
  await page.goto(HOME);
  await page.getByRole('button', { name: 'Modify' }).click();
  await waitForForm(page);
  await page.getByRole('button', { name: 'Remove accompanying' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Your change is not saved yet')).toBeVisible();
  await expect(page.getByTestId('amount-due')).toHaveText('€400');
  await expectAccessible(page);

  // The participant walks away: the booking in force still has its companion and its price.
  await page.goto(HOME);
  const money = page.getByRole('region', { name: 'Payment' });
  await expect(money).toContainText('A change is in progress');
  await expect(money).toContainText('€1,200');
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmed');
  await page.getByRole('link', { name: 'View', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Accompanying person' })).toContainText('Yuki');
});

test('a transfer not yet sent is replaced by a card from the dashboard', async ({ page, signInAs }) => {
  // member2: the last room, €600 by bank transfer, pending.
  await signInAs(page, 'member2@demo.test');
  await page.goto(HOME);
  const money = page.getByRole('region', { name: 'Payment' });
  await expect(money).toContainText('We are waiting for your bank transfer of €600');
  const bank = money.getByRole('region', { name: 'Bank details' });
  await expect(bank).toContainText('PT50 0002 0123 1234 5678 9015 4');
  await expect(bank.getByRole('button', { name: 'Copy the IBAN' })).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  await money.getByRole('link', { name: 'Pay €600 by card instead' }).click();
  await expect(page.getByRole('button', { name: 'Pay €600' })).toBeVisible();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
  await page.goto(HOME);
  await expect(money).toContainText('Paid in full');
  await expect(money).not.toContainText('Awaiting transfer');
});

test('a participant who left unpaid pays from the dashboard with Pay now', async ({ page }) => {
  await bookAs(page, {
    email: 'user@demo.test',
    participant: 'affiliate-partners',
    rate: 'Partner single - Grand Hotel',
    person: { firstName: 'Lena', lastName: 'Berg', email: 'user@demo.test' },
  });
  await page.goto(HOME);
  const money = page.getByRole('region', { name: 'Payment' });
  await expect(page.getByTestId('dashboard-amount-due')).toHaveText('€650');
  await expect(money.getByRole('timer')).toContainText(
    /Your place is held until \d\d:\d\d WES?T \(\d+ minutes left\)/,
  );
  await expectAccessible(page);
  await money.getByRole('link', { name: 'Pay now' }).click();
  await expect(page.getByTestId('amount-due')).toHaveText('€650');
  await page.getByRole('button', { name: 'PAYE' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
});

test('a participation cancelled by the organiser says so, with no Modify', async ({ page, signInAs }) => {
  await signInAs(page, 'cancelled@demo.test');
  await page.goto(HOME);
  await expect(page.getByTestId('cancelled-by-organiser')).toContainText('Cancelled by the organiser.');
  await expect(page.getByTestId('cancelled-by-organiser')).toContainText('info@demo-congress.test');
  await expect(page.getByRole('button', { name: 'Modify' })).toHaveCount(0);
  await expectAccessible(page);
});
