import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, bookAsMember, chooseHotel, payByCard, rateCard, waitForForm } from './flow.ts';

const { test } = useAppServer();

async function bookAndPay(page: Page) {
  await bookAsMember(page, 'member@demo.test', 'Single - Grand Hotel');
  await page.getByRole('button', { name: 'PAYE' }).click();
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
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
    await bookAndPay(page);
    await page.getByRole('link', { name: 'Home' }).click();
    await page.getByRole('button', { name: 'Modify' }).click();
    await waitForForm(page);
    await page.getByRole('link', { name: 'Previous' }).click();
    await chooseHotel(page, 'Harbour Inn');
    await rateCard(page, 'Single - Harbour Inn').click();
    await waitForForm(page);
    await acceptConsentAndNext(page);
    // The paid booking stays as it is; the change is what is held, in Lisbon time and the reader's.
    const held = page.getByTestId('change-held-until');
    await expect(held).toContainText(
      /Your change is held until .* \d{2}:\d{2} WES?T · .*\d{2}:\d{2} your time\./,
    );
    await expect(page.getByText(/Its place is held/)).toHaveCount(0);
    await expectAccessible(page, 'summary of a change read from Tokyo, 1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(held).toBeVisible();
    await expectAccessible(page, 'summary of a change read from Tokyo, 390');

    await page.getByRole('link', { name: 'Home' }).click();
    await expect(
      page.getByText(/Your change to Single - Harbour Inn is held until .* your time\./),
    ).toBeVisible();
  });
});
