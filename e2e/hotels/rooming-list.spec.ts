import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const HOTELS = '/demo/dashboard/admin/hotels';
const MANAGE = '/demo/dashboard/admin/manage-registration';
const EMAIL = 'reservations@harbour-inn.test';
const SHOTS = `${E2E_TMP}/shots/rooming-list`;
mkdirSync(SHOTS, { recursive: true });

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * Decisions 47: an admin sets Harbour Inn's reservations e-mail and sends its rooming list; a
 * participation on the list is cancelled in Manage Registration and the list marks it Cancelled;
 * the hotel opens its link without an account and reads the list and the changes sent.
 */
test('an admin sends the Harbour Inn rooming list, a cancellation is marked, the hotel reads its link', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto(HOTELS);
  await page.getByRole('link', { name: 'Rooming list of Harbour Inn' }).click();
  await expect(page.getByRole('heading', { name: 'Rooming list - Harbour Inn', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const lines = page.getByTestId('rooming-line');
  await expect(lines.first()).toBeVisible();

  await page.getByLabel("Hotel's reservations e-mail").fill(EMAIL);
  await page.getByRole('button', { name: 'Save the address' }).click();
  await expect(page.getByText('Reservations e-mail saved.')).toBeVisible();
  await expectAccessible(page, 'rooming list 1280');
  await page.screenshot({ path: `${SHOTS}/staff-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Send to the hotel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send to the hotel' });
  await expect(dialog).toContainText(`Send the rooming list of Harbour Inn to ${EMAIL}?`);
  await expectAccessible(page, 'send dialog');
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Rooming list sent to ${EMAIL}.`)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('rooming-sending').first()).toContainText(EMAIL);
  // Everything is now as sent: no line keeps a mark.
  await expect(page.locator('[data-testid="rooming-line"]:not([data-mark="unchanged"])')).toHaveCount(0);

  // The first room's main participation, by its reference ("#12" or "#12, #13"), is cancelled.
  const first = lines.first();
  const guest = ((await first.locator('td').nth(5).locator('p').first().textContent()) ?? '').trim();
  const reference = (await first.locator('td').last().textContent()) ?? '';
  const participationId = Number(/\d+/.exec(reference)?.[0]);
  expect(participationId).toBeGreaterThan(0);
  await page.goto(`${MANAGE}?participation=${participationId}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('combobox', { name: 'Registration status' }).click();
  await page.getByRole('option', { name: 'Cancelled', exact: true }).click();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible({ timeout: 20_000 });

  await page.goto(HOTELS);
  await page.getByRole('link', { name: 'Rooming list of Harbour Inn' }).click();
  const cancelled = lines.filter({ hasText: guest });
  await expect(cancelled).toHaveAttribute('data-mark', 'cancelled', { timeout: 15_000 });
  await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('rooming-count').filter({ hasText: 'Cancelled' })).toContainText('1');

  const link = page.getByRole('region', { name: "The hotel's link" }).getByRole('link');
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/\/rooming\/[^/]+$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page);
  await expectAccessible(page, 'rooming list 390');
  await page.screenshot({ path: `${SHOTS}/staff-390.png`, fullPage: true });

  // The hotel: a browser of its own, no account.
  const hotel = await browser.newContext({ baseURL: appUrl, viewport: { width: 1280, height: 900 } });
  const hotelPage = await hotel.newPage();
  await hotelPage.goto(new URL(href, appUrl).pathname);
  await expect(hotelPage.getByRole('heading', { name: 'Rooming list - Harbour Inn', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const current = hotelPage.getByRole('region', { name: 'Rooming list of Harbour Inn' });
  await expect(current.getByTestId('rooming-line').filter({ hasText: guest })).toHaveAttribute(
    'data-mark',
    'cancelled',
  );
  await expect(hotelPage.getByRole('heading', { name: 'Changes sent', level: 2 })).toBeVisible();
  await expect(hotelPage.getByTestId('rooming-change-sending').first()).toBeVisible();
  await expect(hotelPage.getByRole('button', { name: 'Download xlsx' })).toBeVisible();
  await expect(hotelPage.getByRole('button', { name: 'Send to the hotel' })).toHaveCount(0);
  await expectAccessible(hotelPage, 'hotel page 1280');
  await hotelPage.screenshot({ path: `${SHOTS}/hotel-1280.png`, fullPage: true });
  await hotelPage.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(hotelPage);
  await expectAccessible(hotelPage, 'hotel page 390');
  await hotelPage.screenshot({ path: `${SHOTS}/hotel-390.png`, fullPage: true });
  await hotel.close();
});

/** The demo's Grand Hotel list, sent ten days ago and changed since, as visualisation reads it. */
test('visualisation reads the Grand Hotel marks in words, and cannot send', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'viewer@demo.test');
  const hotels = (await (await page.request.get('/api/hotel/congress/demo')).json()) as {
    id: number;
    name: string;
  }[];
  const grand = hotels.find((hotel) => hotel.name === 'Grand Hotel');
  expect(grand).toBeTruthy();
  await page.goto(`${HOTELS}/${grand?.id}/rooming-list`);
  await expect(page.getByRole('heading', { name: 'Rooming list - Grand Hotel', level: 1 })).toBeVisible({
    timeout: 15_000,
  });
  const lines = page.getByTestId('rooming-line');
  const claire = lines.filter({ hasText: 'Claire Martin' });
  await expect(claire).toHaveAttribute('data-mark', 'changed');
  await expect(claire.getByText('Changed', { exact: true })).toBeVisible();
  await expect(claire.getByText(/^Dates were /)).toBeVisible();
  const paul = lines.filter({ hasText: 'Paul Girard' });
  await expect(paul).toHaveAttribute('data-mark', 'cancelled');
  await expect(paul.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.locator('[data-testid="rooming-line"][data-mark="new"]')).toHaveCount(1);
  await expect(page.getByText('New', { exact: true }).first()).toBeVisible();
  await expect(page.getByTestId('rooming-sending')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Send to the hotel' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  await expectAccessible(page, 'Grand Hotel rooming list, visualisation');
  await page.screenshot({ path: `${SHOTS}/grand-hotel-viewer-1280.png`, fullPage: true });
});
