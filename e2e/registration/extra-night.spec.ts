import type { TStayOptions } from '@congress/domain/contracts/stays';
import { formatMoney } from '@congress/domain/money';
import type { Page } from '@playwright/test';
import { documentEntry, downloadedText, payByOfflineCard } from '../support/documents.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import {
  acceptConsentAndNext,
  fillPerson,
  findRate,
  rateCard,
  signInFromRedirect,
  waitForForm,
} from './flow.ts';

/*
 * The demo congress runs 10-12 June 2027 (congress nights 10 and 11 June); the demo seed contracts
 * each demo hotel's block from 9 to 12 June, so 9 June is an extra night before and 12 June one after.
 */
const { test } = useAppServer();

const RATE = 'Partner single - Grand Hotel';
const RATE_CENTS = 65_000;

async function checkAtWidths(page: Page) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
  }
}

test('a participant adds an extra night before the congress, sees it priced in the summary and on the invoice', async ({
  page,
}) => {
  await page.goto('/demo/rate/affiliate-partners');
  await rateCard(page, RATE).click();
  await signInFromRedirect(page, 'user@demo.test');
  await waitForForm(page);

  // The price the hotel's block asks for the night of 9 June, as the form reads it.
  const rate = await findRate(page.request, RATE, 'affiliate-partners');
  const options = (await (
    await page.request.get(`/api/rate/${rate.id}/stay-options?roomOption=single`)
  ).json()) as TStayOptions;
  const night = options.before.find((option) => option.night === '2027-06-09');
  expect(night, 'the demo block offers 9 June').toBeDefined();
  const nightCents = night?.priceCents ?? 0;

  const stay = page.getByRole('group', { name: 'Your stay' });
  await expect(stay).toContainText('arrival on 10 June 2027, departure on 12 June 2027 (2 nights)');
  const arrival = stay.getByRole('radiogroup', { name: 'Arrival' });
  await expect(arrival.getByRole('radio', { name: 'Arrive on 10 June 2027', exact: true })).toBeChecked();
  const earlier = arrival.getByRole('radio', {
    name: `Arrive on 9 June 2027, +${formatMoney(nightCents, 'EUR')}`,
  });
  // By keyboard: the arrival group is one tab stop, the arrow moves to the earlier night.
  await arrival.getByRole('radio', { name: 'Arrive on 10 June 2027', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(earlier).toBeChecked();
  await expect(stay).toContainText(`3 nights, of which 1 extra night for ${formatMoney(nightCents, 'EUR')}`);
  await checkAtWidths(page);

  // The choice survives a reload, like the rest of the form.
  await page.reload();
  await waitForForm(page);
  await expect(earlier).toBeChecked();

  await fillPerson(page, 'main', { firstName: 'Rita', lastName: 'Lopes' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Registration summary' });
  await expect(summary).toContainText('9 June 2027 to 12 June 2027 (3 nights)');
  await expect(summary).toContainText('Extra night of 9 June 2027');
  await expect(summary).toContainText(`+${formatMoney(nightCents, 'EUR')}`);
  await expect(page.getByTestId('stay-total')).toHaveText(formatMoney(RATE_CENTS + nightCents, 'EUR'));
  await checkAtWidths(page);

  // Paid by card (the offline provider), the invoice lists the night with its date and price.
  const mine = await page.request.get('/api/participation/mine/congress/demo');
  const participation: number = (await mine.json()).id;
  expect(
    await payByOfflineCard(page.request, participation, { name: 'Rita Lopes', email: 'user@demo.test' }),
  ).toBe(RATE_CENTS + nightCents);
  await page.goto('/demo/dashboard/user/summary');
  const { text } = await downloadedText(documentEntry(page, 'Invoice'));
  // The invoice prints cents always (€180.00), where the form drops them from a whole amount.
  const price = `€${(nightCents / 100).toFixed(2)}`.replace('.', '\\.');
  expect(text).toMatch(new RegExp(`Extra night: 9 June 2027\\s+.*${price}\\s*$`, 'm'));
  expect(text).toContain('1 night at');
});
