import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';
import { useBulkAppServer } from './bulk-server.ts';

const { test } = useBulkAppServer();
// The first test waits for the bulk seed.
test.describe.configure({ timeout: 240_000 });

const SHOTS = `${E2E_TMP}/shots/participation-list`;
mkdirSync(SHOTS, { recursive: true });

type ListPage = {
  total: number;
  items: { participationId: number; firstName: string; lastName: string; registrationStatus: string }[];
};

async function openList(signInAs: SignInAs, page: Page, query = '') {
  await signInAs(page, 'admin@demo.test');
  await page.goto(`/demo/dashboard/admin/participation-list${query}`);
  await expect(page.getByRole('table', { name: 'Participations' })).toHaveAttribute('aria-busy', 'false');
}

const table = (page: Page) => page.getByRole('table', { name: 'Participations' });
const bar = (page: Page) => page.getByRole('region', { name: 'Selected participations' });

test('a bulk status change across pages: asked with the count, then what was done', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(signInAs, page, '?status=active');
  const rows = table(page).locator('tbody tr');
  // The row Actions stay on screen at 1280 px whatever the width of the other columns.
  await expect(page.getByRole('button', { name: /^Actions for / }).first()).toBeInViewport();

  // A row's person as its checkbox names them (the name cell also holds badges, such as a group's).
  const nameOf = async (index: number) =>
    ((await rows.nth(index).getByRole('checkbox').getAttribute('aria-label')) ?? '').replace(/^Select /, '');
  const first = await nameOf(0);
  const second = await nameOf(1);
  await page.getByRole('checkbox', { name: `Select ${first}` }).check();
  await page.getByRole('checkbox', { name: `Select ${second}` }).check();
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page.getByText(/^Showing 26–/)).toBeVisible();
  await expect(table(page)).toHaveAttribute('aria-busy', 'false');
  const third = await nameOf(0);
  await page.getByRole('checkbox', { name: `Select ${third}` }).check();
  await expect(page.getByText('3 participations selected.')).toBeVisible();

  await bar(page).getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'On hold' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await expect(dialog.getByText('Change the status of 3 participations to On hold?')).toBeVisible();
  await expectAccessible(page, 'bulk status: the question, 1280');
  await page.screenshot({ path: `${SHOTS}/bulk-confirm-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Change 3' }).click();
  await expect(dialog.getByText('3 participations done, 0 failed.')).toBeVisible();
  await expectAccessible(page, 'bulk status: the summary, 1280');
  await page.screenshot({ path: `${SHOTS}/bulk-summary-1280.png`, fullPage: true });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(bar(page)).toHaveCount(0);

  // Each changed row reads On hold, read back from the server.
  for (const name of [first, second, third]) {
    const found = (await (
      await page.request.get(
        `/api/participation/congress/demo/all/all/all/all/all?search=${encodeURIComponent(name ?? '')}`,
      )
    ).json()) as ListPage;
    const row = found.items.find((item) => `${item.firstName} ${item.lastName}` === name);
    expect(row?.registrationStatus, name ?? '').toBe('on_hold');
  }
});

test('all N matching the filter on a phone: one failure named with its reason', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(signInAs, page, '?status=cancelled');
  const cancelled = (await (
    await page.request.get('/api/participation/congress/demo/cancelled/all/all/all/all')
  ).json()) as ListPage;
  expect(cancelled.total).toBeGreaterThan(0);

  await page.getByRole('checkbox', { name: 'Select all rows of this page' }).check();
  const selectAll = page.getByRole('button', { name: `Select all ${cancelled.total} matching the filter` });
  if (cancelled.total > 25) await selectAll.click();
  await expect(
    page.getByText(
      cancelled.total > 25
        ? `All ${cancelled.total} participations matching the filter are selected.`
        : `${cancelled.total} participations selected.`,
    ),
  ).toBeVisible();

  // Already cancelled: nothing to do twice, and the summary says so.
  await bar(page).getByRole('button', { name: 'Change status' }).click();
  await page.getByRole('menuitem', { name: 'Cancelled' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change status' });
  await expect(dialog.getByText(`to Cancelled?`)).toBeVisible();
  await expectAccessible(page, 'bulk status: the question, 390');
  await dialog.getByRole('button', { name: `Change ${cancelled.total}` }).click();
  await expect(
    dialog.getByText(`0 participations done, ${cancelled.total} unchanged, 0 failed.`),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  // Transfers received for a selection that has none awaited: each named with the reason.
  await page.getByRole('checkbox', { name: 'Select all rows of this page' }).check();
  await bar(page).getByRole('button', { name: 'Transfers received' }).click();
  const transfers = page.getByRole('dialog', { name: 'Bank transfers received' });
  await expect(transfers.getByLabel('Received on')).toBeVisible();
  await transfers.getByRole('button', { name: /^Confirm \d+$/ }).click();
  await expect(transfers.getByRole('table', { name: 'Failed' })).toBeVisible();
  await expect(
    transfers.getByText('No bank transfer is awaited for this participation.').first(),
  ).toBeVisible();
  await expectAccessible(page, 'bulk transfers: the summary, 390');
  await page.screenshot({ path: `${SHOTS}/bulk-summary-390.png`, fullPage: true });
});
