import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

const OVERVIEW = /\/demo\/dashboard\/admin\/overview$/;
const LIST = /\/demo\/dashboard\/admin\/participation-list/;
const SHOTS = '.tmp/e2e/shots';

/** How many participations a figure says it counts: its value ("3", "+1", "2 participations"), or
 * under a sum of money its detail line ("2 participations"). */
async function figureCount(link: Locator, part: 'value' | 'detail' = 'value'): Promise<number> {
  const text = (await link.locator(`[data-figure-${part}]`).textContent()) ?? '';
  return Number(/\d+/.exec(text.replace(/[+,]/g, ''))?.[0] ?? Number.NaN);
}

/** Follows a figure link and counts the list's rows: the total it says and the rows it draws. */
async function followAndCount(page: Page, link: Locator): Promise<number> {
  await link.click();
  await expect(page).toHaveURL(LIST);
  const table = page.getByRole('table', { name: 'Participations' });
  const none = page.getByText('No participation matches these filters.');
  await expect(table.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  await expect(table).toHaveAttribute('aria-busy', 'false');
  const shown = (await page.getByText(/^Showing \d+–\d+ of \d+$/).textContent()) ?? '';
  const total = Number(/of (\d+)$/.exec(shown)?.[1]);
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(total, 25));
  return total;
}

async function backToOverview(page: Page) {
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(OVERVIEW);
  await expect(page.getByRole('heading', { name: 'Registrations', exact: true })).toBeVisible();
}

test('staff land on the overview, whose figures are the rows of the list they open', async ({
  page,
  signInAs,
}) => {
  // Twelve figures, each followed to its list and back (decisions 41 added two money figures).
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // Visualisation reads the overview (decisions 40); sign-in lands on it, the first tab.
  await signInAs(page, 'viewer@demo.test');
  await page.goto('/demo/dashboard/admin');
  await expect(page).toHaveURL(OVERVIEW);
  const tabs = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(tabs.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Registrations', exact: true })).toBeVisible();
  await expectAccessible(page, 'overview 1280');
  await page.screenshot({ path: `${SHOTS}/overview-1280.png`, fullPage: true });

  const figures = [
    'figure-registrations-active',
    'figure-registrations-pending',
    'figure-registrations-cancelled',
    'figure-registrations-active-week',
    'figure-money-due',
    'figure-money-awaiting',
    'figure-money-collected',
    'figure-money-to-collect',
    'figure-money-owed',
    'figure-money-invoiced',
    'figure-transfer-overdue',
    'figure-transfer-due-week',
  ];
  // The demo's history (seed/demo-history.ts): Ana Silva's transfer is overdue, Camille Dubois's due this week.
  await expect(page.getByTestId('figure-transfer-overdue').locator('[data-figure-value]')).toHaveText(
    '1 participation',
  );
  await expect(page.getByTestId('figure-transfer-due-week').locator('[data-figure-value]')).toHaveText(
    '1 participation',
  );
  for (const id of figures) {
    const link = page.getByTestId(id);
    const expected = await figureCount(link, id.startsWith('figure-money') ? 'detail' : 'value');
    expect(expected, id).not.toBeNaN();
    expect(await followAndCount(page, link), id).toBe(expected);
    await backToOverview(page);
  }

  // Places: the demo's last room (quota 1) is taken by member2's booking.
  const lastRoom = page.getByRole('row', { name: /Single last room - Harbour Inn/ }).getByRole('link');
  await expect(lastRoom).toHaveText('1 / 1');
  await lastRoom.click();
  await expect(page).toHaveURL(LIST);
  await expect(page.getByTestId('figure-filter')).toHaveText('Overview figure: Holding a place on one rate');
  await expect(page.getByText('Showing 1–1 of 1')).toBeVisible();
  await expect(page.getByRole('row', { name: /Ana/ })).toBeVisible();
  await page.getByRole('button', { name: 'Show every participation' }).click();
  await expect(page.getByTestId('figure-filter')).toHaveCount(0);
  await backToOverview(page);

  // Keyboard: a figure is a link reached and followed without a mouse.
  const due = page.getByTestId('figure-money-due');
  await due.focus();
  await expect(due).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/figure=money%3Adue/);
});

test('at 390 px the overview reads in one column, charts with their tables, axe clean', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/overview');
  await expect(page.getByRole('heading', { name: 'Hotel occupancy per night' })).toBeVisible();
  // Each chart carries its data as a table.
  await page.getByText('Hotel occupancy per night: the data as a table').click();
  const nights = page.getByRole('table', { name: 'Hotel occupancy per night' });
  await expect(nights).toBeVisible();
  await expect(nights.getByRole('columnheader', { name: 'Grand Hotel' })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await expectAccessible(page, 'overview 390');
  await page.screenshot({ path: `${SHOTS}/overview-390.png`, fullPage: true });
});
