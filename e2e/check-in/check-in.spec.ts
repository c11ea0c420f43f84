import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
const SHOTS = '.tmp/e2e/shots';

test('door staff check a person in by name on a phone, once; a second time says when and by whom', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/login');
  await signIn(page, 'door@demo.test');
  // A check-in account can do nothing else: it lands on the door's screen.
  await expect(page).toHaveURL(/\/demo\/check-in$/);
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Scan a ticket' })).toBeVisible();

  await page.getByLabel('Search by name').fill('Tanaka');
  const people = page.getByRole('list', { name: 'People found' });
  await people.getByRole('button', { name: /Yuki Tanaka/ }).click();
  const card = page.getByRole('region', { name: 'Yuki Tanaka' });
  await expect(card.getByText('Accompanying person')).toBeVisible();
  await expect(card.getByText('Grand Hotel')).toBeVisible();
  await expectAccessible(page, 'check-in, a person found, 390 px');
  await card.getByRole('button', { name: 'Check in' }).click();
  await expect(card.getByRole('status')).toContainText('Yuki Tanaka is checked in.');
  await expectAccessible(page, 'check-in, checked in, 390 px');
  await page.screenshot({ path: `${SHOTS}/check-in-390.png`, fullPage: true });

  // The same person again, and one the demo checked in already: when and by whom.
  await people.getByRole('button', { name: /Yuki Tanaka/ }).click();
  await expect(card.getByRole('status')).toHaveText(
    /^Already checked in at \d{2}:\d{2} WES?T by door@demo\.test$/,
  );
  await expect(card.getByRole('button', { name: 'Check in' })).toHaveCount(0);
  await page.getByLabel('Search by name').fill('Sato');
  await people.getByRole('button', { name: /Haruto Sato/ }).click();
  await expect(page.getByRole('region', { name: 'Haruto Sato' }).getByRole('status')).toHaveText(
    /^Already checked in at \d{2}:\d{2} WES?T by door@demo\.test$/,
  );
  await expectAccessible(page, 'check-in, already checked in, 390 px');

  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'check-in, 1280 px');
  await page.screenshot({ path: `${SHOTS}/check-in-1280.png`, fullPage: true });

  // Nothing else: the back office refuses the account.
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page).toHaveURL(/\/demo\/error/);
});

test("a confirmed participant's ticket is on the dashboard", async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'registered@demo.test');
  await page.goto('/demo/dashboard/user/home');
  const tickets = page.getByRole('region', { name: 'Your ticket' });
  await expect(tickets.getByRole('img', { name: 'Ticket QR code of Claire Martin' })).toBeVisible();
  await expect(tickets.getByRole('button', { name: 'Download ticket (PDF)' })).toBeVisible();
  await expectAccessible(page, 'dashboard ticket, 390 px');
});

test('the list shows who is checked in, filters on it and prints their name badges', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list?checkedIn=yes');
  const table = page.getByRole('table', { name: 'Participations' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  // The demo door checked in Haruto Sato and João Pereira (and the first test Yuki Tanaka).
  await expect(page.getByText(/^Showing 1–[23] of [23]$/)).toBeVisible();
  await expect(table.getByRole('row', { name: /Sato/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Pereira/ })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Checked in' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Checked in', exact: true })).toHaveValue('Checked in');
  await expectAccessible(page, 'list filtered on check-ins, 1280');

  await page.getByRole('checkbox', { name: 'Select all rows of this page' }).check();
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: 'Selected participations' })
    .getByRole('button', { name: 'Badges (PDF)' })
    .click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('badges_demo.pdf');
  const text = await pdfText(await readFile(await file.path()));
  for (const name of ['Haruto', 'Sato', 'João', 'Pereira', 'Demo Congress 2027'])
    expect(text).toContain(name);
});
