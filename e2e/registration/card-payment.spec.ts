import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { bookAs, bookAsMember, payByCard } from './flow.ts';

const run = promisify(execFile);

const { test } = useAppServer();

test('a member books "Single - Grand Hotel", pays by card and downloads the invoice', async ({ page }) => {
  await page.goto('/demo/rate/member');
  await expect(page.getByRole('heading', { name: 'Choose your rate' })).toBeVisible();
  await expectAccessible(page);
  await bookAsMember(page, 'member@demo.test', 'Single - Grand Hotel');
  await expect(page.getByTestId('amount-due')).toHaveText('€800');
  await expectAccessible(page);
  await page.getByRole('button', { name: 'PAYE' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await expect(page.getByRole('button', { name: 'Pay €800' })).toBeVisible();
  await expectAccessible(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/registration\/invoice\?payment_intent_client_secret=/);
  await expect(page.getByText('Payment succeeded!')).toBeVisible();
  await expectAccessible(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Invoice' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('invoice_demo.pdf');
  const pdfPath = (await download.path()) ?? '';
  const file = await readFile(pdfPath);
  expect(file.subarray(0, 4).toString()).toBe('%PDF');
  // The invoice read back as a person would read it: the number, the payer and the amount.
  const { stdout: text } = await run('pdftotext', ['-layout', pdfPath, '-']);
  expect(text).toMatch(/DEMO-\d{6}/);
  expect(text).toContain('€800.00');

  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmed');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.getByRole('link', { name: 'View', exact: true }).click();
  // Decisions 38: the invoice is listed; nothing is due, so there is no proforma.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('button', { name: /^Download Invoice DEMO-\d{6}$/ })).toBeVisible();
  await expect(documents.getByRole('button', { name: /proforma/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a declined card shows the decline message under the form', async ({ page }) => {
  await bookAs(page, {
    email: 'user@demo.test',
    participant: 'affiliate-partners',
    rate: 'Partner single - Grand Hotel',
    person: { firstName: 'Lena', lastName: 'Berg', email: 'user@demo.test' },
  });
  await page.getByRole('button', { name: 'PAYE' }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('button', { name: 'Pay €650' })).toBeVisible();
  await expectAccessible(page);
  await payByCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toContainText('Your card was declined.');
  await expect(page).toHaveURL(/\/registration\/payment$/);
});
