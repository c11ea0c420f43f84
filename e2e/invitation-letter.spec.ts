import { readFile } from 'node:fs/promises';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { expectAccessible } from './support/a11y.ts';
import { expect, useAppServer } from './support/fixtures.ts';

const SHOTS = '.tmp/e2e/shots';
const { test } = useAppServer();

/**
 * Claire Martin (confirmed and paid) requests a visa invitation letter, an admin approves it
 * in the queue (the demo congress asks for approval), she downloads it, and its QR code's page says
 * it is genuine. On a phone, with axe on each page.
 */
test('a participant requests an invitation letter, staff approve it, it is downloaded and verified', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'registered@demo.test');
  await page.goto('/demo/dashboard/user/home');
  const card = page.getByRole('region', { name: 'Visa invitation letter' });
  await expect(card.getByRole('button', { name: 'Request an invitation letter' })).toBeVisible();
  // Her passport and nationality are on the registration: only the date of birth and address are asked.
  await expect(card.getByLabel(/Passport number/)).toHaveCount(0);
  await expectAccessible(page, 'dashboard letter card, 390 px');
  await card.getByLabel(/Date of birth/).fill('1986-04-12');
  await card.getByLabel(/Postal address/).fill('12 rue de la République, 69002 Lyon, France');
  await card.getByRole('button', { name: 'Request an invitation letter' }).click();
  await expect(card.getByTestId('letter-status')).toContainText('waiting for the organisers’ approval');
  const reference = /([A-Z0-9]+-L[A-Z0-9]+)/.exec(
    (await card.getByTestId('letter-status').textContent()) ?? '',
  )?.[1];
  expect(reference).toBeTruthy();

  const staffContext = await browser.newContext({ baseURL: appUrl, viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  const headers = { origin: appUrl };
  const login = await staff.request.post('/api/login_check', {
    data: { username: 'admin@demo.test', password: 'Demo!2345' },
    headers,
  });
  expect(login.status()).toBe(200);
  await staff.goto('/demo/dashboard/admin/invitation-letters');
  await expect(staff.getByRole('heading', { name: 'Invitation letters', level: 1 })).toBeVisible();
  const row = staff.getByTestId('letter-row').filter({ hasText: reference ?? '' });
  await expect(row).toContainText('Claire Martin');
  await expectAccessible(staff, 'letters queue, 390 px');
  await staff.screenshot({ path: `${SHOTS}/letters-queue-390.png`, fullPage: true });
  await row.getByRole('button', { name: 'Approve the letter of Claire Martin' }).click();
  await expect(staff.getByText('The letter is issued and the participant e-mailed.')).toBeVisible();
  await staffContext.close();

  await page.reload();
  await expect(card.getByTestId('letter-status')).toContainText(
    `Your invitation letter ${reference} was issued`,
  );
  await expectAccessible(page, 'dashboard letter issued, 390 px');
  const download = page.waitForEvent('download');
  await card.getByRole('button', { name: 'Download the letter (PDF)' }).click();
  const file = await download;
  const text = (await pdfText(await readFile(await file.path()))).replace(/\s+/g, ' ');
  for (const words of ['Claire Martin', 'FR1234567', reference ?? '', 'Centro de Congressos de Lisboa'])
    expect(text).toContain(words);
  const verifyPath = /\/letters\/verify\/[0-9a-z]+\.[A-Za-z0-9_-]+/.exec(text)?.[0];
  expect(verifyPath).toBeTruthy();

  await page.goto(verifyPath ?? '/');
  await expect(page.getByTestId('letter-verdict')).toContainText('This letter is genuine');
  await expect(page.getByText(reference ?? '')).toBeVisible();
  await expectAccessible(page, 'letter verification, 390 px');
  await page.screenshot({ path: `${SHOTS}/letter-verify-390.png`, fullPage: true });

  await page.goto(`${verifyPath}x`);
  await expect(page.getByTestId('letter-verdict')).toContainText('This letter is not genuine');
});
