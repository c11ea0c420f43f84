import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP, ROOT } from '../support/paths.ts';

const { test } = useAppServer();
const SHOTS = `${E2E_TMP}/screens/payments-desk`;
// ING Nederland's "Af Bij" export: Datum as yyyymmdd, unsigned amounts with a decimal comma.
const ING_CSV = readFileSync(`${ROOT}apps/server/test/fixtures/statements/ing-nl.csv`, 'utf8');
// The next export repeats the two bank fees and adds one: the repeated lines say where they came from.
const [HEADER, , FEE_A, FEE_B] = ING_CSV.trim().split('\n');
const NEXT_CSV = [
  HEADER,
  FEE_A,
  FEE_B,
  '"20200215";"Kosten OV buitenland";"NL91INGB0001234567";"";"DV";"Af";"2,00";"Diversen";"Kosten"',
].join('\n');

test('an ING export is recognised, its bank fees stay money out, and a repeated line says it was imported before', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/payments');
  await page.getByRole('tab', { name: 'Bank statements', exact: true }).click();
  const upload = (name: string, text: string) =>
    page
      .locator('input[type="file"]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  await upload('ing-export.csv', ING_CSV);
  await expect(page.getByText('Recognised the layout of ING (Netherlands)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Debit/credit column' })).toHaveValue('Af Bij');
  await expect(page.getByRole('combobox', { name: 'Date format' })).toHaveValue('yyyymmdd');
  await expect(page.getByRole('combobox', { name: 'Decimal mark' })).toHaveValue('Comma 1234,56');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-ing-mapping-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import the statement' }).click();

  const summary = page.getByTestId('statement-summary');
  await expect(page.getByText('4 lines', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Money out (never booked)2');
  await expect(summary).toContainText('Already imported0');
  await page.getByRole('tab', { name: 'Money out or already imported (2)', exact: true }).click();
  const lines = page.getByTestId('statement-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.first()).toContainText('Kosten OV buitenland');
  await expect(lines.first()).toContainText(/€1\.25/);
  await expect(lines.first()).toContainText('Money out of the account: never booked to a participant.');
  await expect(page.getByRole('button', { name: /^Book/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-ing-money-out-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  await upload('ing-next.csv', NEXT_CSV);
  // The congress's mapping is remembered now, the debit/credit column with it.
  await expect(page.getByText('The columns of your last CSV statement are proposed')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Debit/credit column' })).toHaveValue('Af Bij');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-ing-mapping-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import the statement' }).click();
  await expect(page.getByText('3 lines', { exact: true })).toBeVisible();
  await expect(summary).toContainText('Money out (never booked)1');
  await expect(summary).toContainText('Already imported2');
  await page.getByRole('tab', { name: 'Money out or already imported (3)', exact: true }).click();
  await expect(lines).toHaveCount(3);
  await expect(page.getByText(/^Already imported \(from ing-export\.csv, /)).toHaveCount(2);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-ing-repeated-390.png`, fullPage: true });
});
