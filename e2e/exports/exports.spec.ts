import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Download, Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const LIST = /\/demo\/dashboard\/admin\/participation-list/;

async function openList(page: Page, signInAs: SignInAs) {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page).toHaveURL(LIST);
  await expect(page.getByRole('table', { name: 'Participations' })).toBeVisible();
}

/** Chooses an export in the Exports menu and reads the downloaded file back with exceljs. */
async function exportFrom(page: Page, item: string) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exports' }).click();
  await page.getByRole('menuitem', { name: item }).click();
  const download: Download = await downloading;
  const path = await download.path();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('empty workbook');
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values = row.values as unknown[];
    rows.push(Object.fromEntries(header.map((name, index) => [name, values[index + 1]])));
  });
  return { filename: download.suggestedFilename(), header, rows };
}

test('downloads All and Accounting from the Exports menu of the participation list', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openList(page, signInAs);
  const listed = (await (
    await page.request.get('/api/participation/congress/demo/all/all/all/all/all')
  ).json()) as { total: number };

  await page.getByRole('button', { name: 'Exports' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['All', 'Accounting', 'Rooming list']);
  await page.screenshot({ path: join(tmpdir(), 'exports-menu-1280.png') });
  await expectAccessible(page, 'exports menu open');
  await page.keyboard.press('Escape');

  const all = await exportFrom(page, 'All');
  expect(all.filename).toBe('all-demo.xlsx');
  expect(all.header).toEqual(
    expect.arrayContaining(['First name', 'Last name', 'Hotel', 'Rate', 'Amount due']),
  );
  expect(all.rows).toHaveLength(listed.total);
  expect(all.rows.some((row) => row['First name'] === 'Claire' && row['Last name'] === 'Martin')).toBe(true);

  const accounting = await exportFrom(page, 'Accounting');
  expect(accounting.filename).toBe('accounting-demo.xlsx');
  expect(accounting.rows.length).toBeGreaterThan(0);
  for (const row of accounting.rows) expect(String(row['Payment number'])).toMatch(/^\d{8}-\d+$/);
  const claire = accounting.rows.find((row) => row['First name'] === 'Claire' && row.Status === 'Confirmed');
  expect(claire).toMatchObject({ Method: 'Card', Currency: 'EUR' });
  expect(String(claire?.['Invoice number'])).toMatch(/^DEMO-\d{6}$/);
});

test('exports the current filter, and says when nothing matches', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openList(page, signInAs);
  const toggle = page.getByRole('button', { name: 'Show filters' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByLabel('Search').fill('registered@demo.test');
  await expect(page.getByRole('table', { name: 'Participations' }).locator('tbody tr')).toHaveCount(1);
  const filtered = await exportFrom(page, 'All');
  expect(filtered.rows.map((row) => `${row['First name']} ${row['Last name']}`)).toEqual(['Claire Martin']);

  await page.getByLabel('Search').fill('nobody-is-called-this');
  await expect(page.getByText('No participation matches these filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Exports' }).click();
  await page.screenshot({ path: join(tmpdir(), 'exports-menu-390.png') });
  await page.getByRole('menuitem', { name: 'Rooming list' }).click();
  await expect(page.getByText('No data provided for export')).toBeVisible();
});
