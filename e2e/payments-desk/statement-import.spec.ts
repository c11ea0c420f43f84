import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP, ROOT } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/screens/payments-desk`;
const DEMO_CSV = readFileSync(`${ROOT}apps/server/seed/statements/demo-statement.csv`);

test('an admin imports the demo bank statement, confirms the match and books the ambiguous line by hand', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/payments');
  await page.getByRole('tab', { name: 'Bank statements', exact: true }).click();
  await expect(page.getByText('No statement imported yet.')).toBeVisible();

  const upload = () =>
    page.locator('input[type="file"]').setInputFiles({
      name: 'demo-statement.csv',
      mimeType: 'text/csv',
      buffer: DEMO_CSV,
    });
  await upload();
  // A bank this congress has not used: the columns are proposed from the header.
  await expect(page.getByText('Choose which column holds what.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Signed amount column' })).toHaveValue('Montant');
  await expect(page.getByRole('combobox', { name: 'Decimal mark' })).toHaveValue('Comma 1234,56');
  await expect(page.getByRole('table', { name: 'First rows of the file' })).toContainText('SILVA ANA');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-mapping-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Import the statement' }).click();

  await expect(page.getByRole('tab', { name: 'Matched (1)', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Ambiguous (1)', exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Unmatched (1)', exact: true })).toBeVisible();
  const lines = page.getByTestId('statement-line');
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('SILVA ANA');
  await expect(lines.first()).toContainText('Ana Silva');
  await expect(lines.first()).toContainText('Exact amount');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-matched-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Confirm the match' }).click();
  await expect(page.getByText('1 of 1 lines processed')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Matched (0)', exact: true })).toBeVisible();

  // The ambiguous line offered Ana Silva or Camille Dubois; Ana is booked now, so only Camille is offered.
  await page.getByRole('tab', { name: 'Ambiguous (1)', exact: true }).click();
  await expect(lines.first()).toContainText('HOTEL LE BRISTOL PARIS');
  await expect(page.getByRole('radio', { name: /Ana Silva/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /Camille Dubois/ }).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: /^Book the line €[\d,.]+ from HOTEL LE BRISTOL PARIS on / }).click();
  await expect(page.getByRole('tab', { name: 'Ambiguous (0)', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Unmatched (1)', exact: true }).click();
  await expect(lines.first()).toContainText('JEAN DUPONT');
  await page.getByRole('button', { name: /^Ignore the line €[\d,.]+ from JEAN DUPONT on / }).click();
  await expect(page.getByRole('tab', { name: 'Unmatched (0)', exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Booked or ignored (3)', exact: true }).click();
  await expect(lines).toHaveCount(3);
  await expect(lines.getByText('Booked', { exact: true })).toHaveCount(2);
  await expect(lines.getByText('Ignored', { exact: true })).toHaveCount(1);
  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('member4@demo.test') && /invoice/i.test(m.subject),
  );
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');
  // Ana's transfer is booked: only the demo group's three places still await their one transfer.
  await expect(page.getByRole('tab', { name: /Pending transfers \(3\)/ })).toBeVisible();

  // The same file again changes nothing; the mapping is now the congress's own.
  await upload();
  await expect(page.getByText('The columns of your last CSV statement are proposed')).toBeVisible();
  await page.getByRole('button', { name: 'Import the statement' }).click();
  await expect(page.getByText('This statement was imported before: nothing was changed.')).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/statement-done-390.png`, fullPage: true });
});
