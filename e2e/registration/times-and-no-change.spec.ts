import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, bookAs, bookAsMember, payByCard, waitForForm } from './flow.ts';

const { test } = useAppServer();

async function bookAndPay(page: Page) {
  await bookAsMember(page, 'member@demo.test', 'Single - Grand Hotel');
  await page.getByRole('button', { name: 'PAYE' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  // The offline card answers in seconds; two browsers at once on two cores can take longer.
  await expect(page.getByText('Payment succeeded!')).toBeVisible({ timeout: 30_000 });
}

test('after paying, Back lands on the dashboard; Modify then NEXT with no edit changes nothing', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await bookAndPay(page);
  // Back from the invoice: the dashboard, never "409 There is nothing to pay".
  await page.goBack();
  await expect(page).toHaveURL(/\/demo\/dashboard\/user\/home$/);
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmed');
  await expect(page.getByText(/nothing to pay for this participation/)).toHaveCount(0);
  await expectAccessible(page, 'dashboard after Back, 1280');

  await page.getByRole('button', { name: 'Modify' }).click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  await expect(page).toHaveURL(/\/demo\/dashboard\/user\/home$/);
  await expect(page.getByText('Nothing was changed: your booking stays as it is.')).toBeVisible();
  await expect(page.getByText('A change is in progress')).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'dashboard after a change with nothing changed, 390');
});

test.describe('a reader in Tokyo', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('sees the congress time with its zone and the Tokyo time beside it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await bookAs(page, {
      email: 'user@demo.test',
      participant: 'affiliate-partners',
      rate: 'Partner single - Grand Hotel',
      person: { firstName: 'Lena', lastName: 'Berg', email: 'user@demo.test' },
    });
    await page.goto('/demo/dashboard/user/home');
    // The hold in Lisbon time, named, and the reader's Tokyo time beside it (8 or 9 hours ahead).
    const hold = page.getByRole('timer');
    await expect(hold).toContainText(/held until \d{2}:\d{2} WES?T · .*\d{2}:\d{2} your time \(/);
    const [lisbon, tokyo] = ((await hold.textContent()) ?? '').match(/\d{2}:\d{2}/g) ?? [];
    const minutes = (time = '') => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    expect([9 * 60, 8 * 60, -15 * 60, -16 * 60]).toContain(minutes(tokyo) - minutes(lisbon));
    await expectAccessible(page, 'dashboard hold read from Tokyo, 1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(hold).toBeVisible();
    await expectAccessible(page, 'dashboard hold read from Tokyo, 390');
  });
});
