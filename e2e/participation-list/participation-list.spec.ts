import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs } from '../support/fixtures.ts';
import { BULK_PARTICIPATIONS, useBulkAppServer } from './bulk-server.ts';

const { test } = useBulkAppServer();
// The first test waits for the bulk seed.
test.describe.configure({ timeout: 240_000 });

const LIST = /\/demo\/dashboard\/admin\/participation-list/;
type Page1 = { total: number; items: { participationId: number; firstName: string; lastName: string }[] };

async function openList(signInAs: SignInAs, page: Page, email: string) {
  await signInAs(page, email);
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('table', { name: 'Participations' })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Participations' }).getByRole('row').filter({ hasText: name });

const background = (page: Page, name: string) =>
  rowOf(page, name)
    .first()
    .evaluate((row) => getComputedStyle(row).backgroundColor);

/** The rows on screen are the answer to the current URL, not the previous page kept while loading. */
async function settled(page: Page, total?: number) {
  await expect(page.getByRole('table', { name: 'Participations' })).toHaveAttribute('aria-busy', 'false');
  if (total !== undefined)
    await expect(page.getByText(new RegExp(`^Showing 1–\\d+ of ${total}$`))).toBeVisible();
}

async function listTotal(page: Page, segments: string, search = '') {
  const query = search ? `?search=${encodeURIComponent(search)}` : '';
  const response = await page.request.get(`/api/participation/congress/demo/${segments}${query}`);
  return ((await response.json()) as Page1).total;
}

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
}

test('tabs, counts, paging and row colours on bulk data', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(signInAs, page, 'admin@demo.test');
  const api = (await (
    await page.request.get('/api/participation/congress/demo/all/all/all/all/all')
  ).json()) as Page1;
  expect(api.total).toBeGreaterThanOrEqual(BULK_PARTICIPATIONS);

  await expect(page.getByText(`Showing 1–25 of ${api.total}`)).toBeVisible();
  const table = page.getByRole('table', { name: 'Participations' });
  await expect(table.locator('tbody tr')).toHaveCount(25);
  for (const tab of ['All', 'Active', 'Wait payment', 'ok', 'Cancelled']) {
    await expect(page.getByRole('tab', { name: new RegExp(`^${tab} \\(\\d+\\)$`) })).toBeVisible();
  }
  await expect(page.getByRole('tab', { name: `All (${api.total})` })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(new RegExp(`^Showing 26–\\d+ of ${api.total}$`))).toBeVisible();
  await page.reload();
  await expect(page.getByText(new RegExp(`^Showing 26–\\d+ of ${api.total}$`))).toBeVisible();

  // Cancelled tab: grey rows with the status spelled out, not colour alone.
  await page.getByRole('tab', { name: /^Cancelled/ }).click();
  await expect(page).toHaveURL(/status=cancelled/);
  await settled(page, await listTotal(page, 'cancelled/all/all/all/all'));
  await expect(page).not.toHaveURL(/page=2/);
  const cancelled = table.locator('tbody tr');
  await expect(cancelled.first()).toHaveAttribute('data-tone', 'cancelled');
  const tones = await cancelled.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-tone')));
  expect(new Set(tones)).toEqual(new Set(['cancelled']));
  await expect(rowOf(page, 'Paul Girard')).toContainText('Cancelled');
  expect(await background(page, 'Paul Girard')).toBe('rgb(233, 236, 239)');

  // ok: paid is green; Wait payment (something still to receive, decisions 41): pink.
  await page.getByRole('tab', { name: /^ok/ }).click();
  await settled(page, await listTotal(page, 'confirmed/all/all/all/all'));
  await expect(rowOf(page, 'Claire Martin')).toHaveAttribute('data-tone', 'paid');
  await expect(rowOf(page, 'Claire Martin')).toContainText('Paid');
  expect(await background(page, 'Claire Martin')).toBe('rgb(235, 251, 238)');
  await page.getByRole('tab', { name: /^Wait payment/ }).click();
  await settled(page, await listTotal(page, 'pending/all/all/all/all'));
  const pending = table.locator('tbody tr').first();
  await expect(pending).toHaveAttribute('data-tone', 'waiting');
  await expect(pending).toContainText(/Unpaid|Partly paid|Awaiting transfer/);
  expect(await pending.evaluate((row) => getComputedStyle(row).backgroundColor)).toBe('rgb(255, 240, 246)');
  await expectAccessible(page, 'participation list, Wait payment');
  await page.screenshot({ path: '.tmp/e2e/shots/participation-list-1280.png', fullPage: true });
});

test('filters: search, sharing, hotel, room option and type, kept in the URL', async ({ page, signInAs }) => {
  await openList(signInAs, page, 'admin@demo.test');
  await openFilters(page);
  await page.getByLabel('Search').fill('claire MARTIN');
  await expect(page).toHaveURL(/q=claire\+MARTIN/);
  const table = page.getByRole('table', { name: 'Participations' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table.locator('tbody tr')).toContainText('registered@demo.test');
  await page.reload();
  await expect(page.getByLabel('Search')).toHaveValue('claire MARTIN');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).not.toHaveURL(/q=/);

  await page.getByRole('combobox', { name: 'Sharing' }).click();
  await page.getByRole('option', { name: 'Matching reservations sharing room' }).click();
  await expect(page).toHaveURL(/sharing=matching/);
  await page.getByLabel('Search').fill('M-100');
  await expect(table.locator('tbody tr')).toHaveCount(2);
  await expect(table).toContainText('M-1003');
  await expect(table).toContainText('M-1004');
  await page.getByRole('combobox', { name: 'Sharing' }).click();
  await page.getByRole('option', { name: 'Missing reservations sharing room' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('M-1005');
  await expect(table).toContainText('Room-mate');
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('combobox', { name: 'Hotel' }).click();
  await page.getByRole('option', { name: 'Harbour Inn' }).click();
  await expect(page).toHaveURL(/hotel=\d+/);
  const hotelId = /hotel=(\d+)/.exec(page.url())?.[1];
  await settled(page, await listTotal(page, `all/all/${hotelId}/all/all`));
  const hotels = await table.locator('tbody tr td:nth-child(6)').allTextContents();
  expect(hotels.length).toBeGreaterThan(0);
  expect(new Set(hotels)).toEqual(new Set(['Harbour Inn']));

  await page.getByRole('combobox', { name: 'Room Opt.' }).click();
  await page.getByRole('option', { name: 'Single' }).click();
  await expect(page).toHaveURL(/room=single/);
  await settled(page, await listTotal(page, `all/all/${hotelId}/single/all`));
  const rooms = await table.locator('tbody tr td:nth-child(7)').allTextContents();
  expect(new Set(rooms)).toEqual(new Set(['Single']));
  await page.getByRole('button', { name: 'Clear filters' }).click();

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'affiliate / partners' }).click();
  await expect(page).toHaveURL(/type=affiliate-partners/);
  await settled(page, await listTotal(page, 'all/all/all/all/affiliate-partners'));
  const types = await table.locator('tbody tr td:nth-child(5)').allTextContents();
  expect(types.length).toBeGreaterThan(0);
  expect(new Set(types).size).toBe(1);
  await expectAccessible(page, 'participation list, filters open');
});

test('column headers sort the list on the server, a second press reverses it', async ({ page, signInAs }) => {
  await openList(signInAs, page, 'admin@demo.test');
  const table = page.getByRole('table', { name: 'Participations' });
  const nameHeader = page.getByRole('columnheader', { name: 'Name' });
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');

  const byApi = async (sort: string) =>
    (
      (await (
        await page.request.get(`/api/participation/congress/demo/all/all/all/all/all?sort=${sort}`)
      ).json()) as Page1
    ).items[0];
  await nameHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=-name/);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
  const lastByName = await byApi('-name');
  await settled(page);
  await expect(table.locator('tbody tr').first()).toContainText(
    `${lastByName?.firstName} ${lastByName?.lastName}`,
  );

  const amountHeader = page.getByRole('columnheader', { name: 'Amount due' });
  await amountHeader.getByRole('button').click();
  await expect(page).toHaveURL(/sort=amountDue/);
  await expect(amountHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(nameHeader).toHaveAttribute('aria-sort', 'none');
  await settled(page);
  const dues = await table.locator('tbody tr td:nth-child(11)').allTextContents();
  const cents = dues.map((text) => Number(text.replace(/[^\d.-]/g, '')));
  expect(cents).toEqual([...cents].sort((a, b) => a - b));
  // Keyboard: the header button takes Enter.
  await amountHeader.getByRole('button').focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/sort=-amountDue/);
  await expectAccessible(page, 'participation list, sorted by amount due');
});

test('an admin has the row Actions: Edit member opens manageRegistration with the id', async ({
  page,
  signInAs,
}) => {
  await openList(signInAs, page, 'admin@demo.test');
  const found = (await (
    await page.request.get('/api/participation/congress/demo/all/all/all/all/all?search=registered@demo.test')
  ).json()) as Page1;
  const claire = found.items[0];
  expect(claire?.firstName).toBe('Claire');
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send Emails' })).toBeVisible();

  await openFilters(page);
  await page.getByLabel('Search').fill('registered@demo.test');
  await expect(page.getByRole('table', { name: 'Participations' }).locator('tbody tr')).toHaveCount(1);

  await page.getByRole('button', { name: 'Actions for Claire Martin' }).click();
  for (const item of ['Edit member', 'Send an email', 'Download invoice', 'Activities main participant']) {
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  }
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download invoice' }).click();
  expect((await download).suggestedFilename()).toBe('invoice_demo.pdf');

  await page.getByRole('button', { name: 'Actions for Claire Martin' }).click();
  await page.getByRole('menuitem', { name: 'Send an email' }).click();
  await expect(page.getByRole('dialog', { name: 'Send Emails' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Send Emails' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Actions for Claire Martin' }).click();
  await page.getByRole('menuitem', { name: 'Edit member' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/demo/dashboard/admin/manage-registration\\?participation=${claire?.participationId}$`),
  );
  await page.goBack();
  await page.getByRole('button', { name: 'Actions for Claire Martin' }).click();
  await page.getByRole('menuitem', { name: 'Activities main participant' }).click();
  await expect(page).toHaveURL(
    new RegExp(`participant-activities\\?participation=${claire?.participationId}$`),
  );
});

test('the visualisation role reads the list without menu, actions or selection tools', async ({
  page,
  signInAs,
}) => {
  await openList(signInAs, page, 'viewer@demo.test');
  await expect(page.getByRole('navigation', { name: 'Admin menu' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Add Registration' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Actions for / })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Send Emails/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exports' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Participations' }).locator('tbody tr')).toHaveCount(25);
  // No menu at all (spec 2.2): a plain link under the title leads to the statistics it reads; the
  // payments desk and the e-mail log are an admin's (decisions 40).
  await expect(page.getByRole('button', { name: 'Reports' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'More' })).toHaveCount(0);
  const reports = page.getByRole('navigation', { name: 'Reports' });
  await expect(reports.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await expect(reports.getByRole('link', { name: 'E-mail log' })).toHaveCount(0);
  await expectAccessible(page, 'participation list, visualisation');
  const stats = reports.getByRole('link', { name: 'Activities statistics' });
  await stats.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/activities-stats$/);
  await expect(page.getByRole('heading', { name: 'Activities statistics', level: 1 })).toBeVisible();
});

test('reads at 390 px: the table scrolls sideways inside its container', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(signInAs, page, 'admin@demo.test');
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(pageWidth).toBeLessThanOrEqual(390);
  await openFilters(page);
  await expect(page.getByLabel('Search')).toBeVisible();
  await expectAccessible(page, 'participation list at 390 px');
  await page.screenshot({ path: '.tmp/e2e/shots/participation-list-390.png', fullPage: true });
});

test('a load failure shows a negative message', async ({ page, signInAs }) => {
  await openList(signInAs, page, 'admin@demo.test');
  await page.route('**/api/participation/congress/demo/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"code":"INTERNAL","message":"boom"}',
    }),
  );
  await page.goto('/demo/dashboard/admin/participation-list?status=cancelled&sharing=missing');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The participation list could not be loaded.' }),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expectAccessible(page, 'participation list, load failure');
});
