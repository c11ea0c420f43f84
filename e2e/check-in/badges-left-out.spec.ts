import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { pdfFonts } from '../../apps/server/test/pdf-fonts.ts';
import { pdfText } from '../../apps/server/test/pdf-text.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });

/** Outside test-results, which every Playwright run empties: the badge sheet as a picture, to look at. */
const SCREENS = `${E2E_TMP}/../screens/badges`;
mkdirSync(SCREENS, { recursive: true });
const run = promisify(execFile);

type ListRow = { participationId: number; firstName: string; lastName: string };

/** Renames a person through Manage Registration, as an organiser corrects a name. */
async function rename(page: Page, from: [string, string], to: [string, string]) {
  const search = encodeURIComponent(from.join(' '));
  const response = await page.request.get(`/api/participation/congress/demo?search=${search}`);
  const row = ((await response.json()) as { items: ListRow[] }).items.find(
    (item) => item.firstName === from[0] && item.lastName === from[1],
  );
  if (!row) throw new Error(`no demo participation for ${from.join(' ')}`);
  await page.goto(`/demo/dashboard/admin/manage-registration?participation=${row.participationId}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 60_000 });
  const personal = page.getByRole('group', { name: 'Personal information', exact: true });
  await personal.getByRole('textbox', { name: 'First name' }).fill(to[0]);
  await personal.getByRole('textbox', { name: 'Last name' }).fill(to[1]);
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible({ timeout: 30_000 });
}

/**
 * Badges of a selection that includes the cancelled Paul Girard say he is left out and why
 * before the download, and a Greek and a Polish name print as written.
 */
test('a badge sheet names who is left out, and prints Greek and Polish names as written', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await rename(page, ['Claire', 'Martin'], ['Γιώργος', 'Παπαδόπουλος']);
  await rename(page, ['Kenji', 'Tanaka'], ['Łukasz', 'Dvořák-Şahin']);

  await page.goto('/demo/dashboard/admin/participation-list?status=all');
  const table = page.getByRole('table', { name: 'Participations' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  for (const name of ['Γιώργος Παπαδόπουλος', 'Łukasz Dvořák-Şahin', 'Ana Silva', 'Paul Girard'])
    await page.getByRole('checkbox', { name: `Select ${name}` }).check();
  await expect(page.getByText('4 participations selected.')).toBeVisible();
  await page
    .getByRole('region', { name: 'Selected participations' })
    .getByRole('button', { name: 'Badges (PDF)' })
    .click();

  // Kenji's companion Yuki Tanaka has a badge too: five people, four badges, one left out.
  const dialog = page.getByRole('dialog', { name: 'Name badges' });
  await expect(dialog.getByText('4 badges; 1 left out: Paul Girard (cancelled)')).toBeVisible();
  await expectAccessible(page, 'badges left out, 1280');
  await page.screenshot({ path: `${SCREENS}/left-out-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'badges left out, 390');
  await page.screenshot({ path: `${SCREENS}/left-out-390.png` });

  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download 4 badges' }).click();
  const file = await download;
  await expect(dialog).toBeHidden();
  const pdf = await readFile(await file.path());
  const text = await pdfText(pdf);
  for (const name of ['Γιώργος', 'Παπαδόπουλος', 'Łukasz', 'Dvořák-Şahin', 'Yuki', 'Ana', 'Silva'])
    expect(text).toContain(name);
  expect(text).not.toContain('Girard');
  for (const font of await pdfFonts(pdf)) expect(font.embedded, font.name).toBe(true);
  // The sheet as a picture (pdftoppm), looked at by whoever changes the badges.
  await run('pdftoppm', ['-png', '-r', '60', await file.path(), `${SCREENS}/badges`]);
});
