import { mkdirSync } from 'node:fs';
import { findRate } from '../registration/flow.ts';
import { documentEntry, downloadedText, memberBooking, payByOfflineCard } from '../support/documents.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });
const SHOTS = `${E2E_TMP}/shots/documents`;
mkdirSync(SHOTS, { recursive: true });

/** Decisions 45: VAT rates per kind of line set in settings, then an invoice itemised with them. */
test('settings VAT rates edited, then the invoice downloaded itemises the lines at those rates', async ({
  page,
  signInAs,
  browser,
  appUrl,
}) => {
  const adminContext = await browser.newContext({ baseURL: appUrl });
  const admin = await adminContext.newPage();
  await signInAs(admin, 'superadmin@demo.test');
  await admin.goto('/demo/dashboard/admin/congress-settings');
  const form = admin.getByRole('form', { name: 'Congress settings' });
  await form.getByRole('textbox', { name: /^Accommodation: VAT rate/ }).fill('13');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Congress settings saved successfully')).toBeVisible();
  await expectAccessible(admin, 'congress settings with VAT per kind, 1280 px');
  await admin.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(admin, 'congress settings with VAT per kind, 390 px');
  await adminContext.close();

  await signInAs(page, 'member@demo.test');
  const grand = await findRate(page.request, 'Single - Grand Hotel');
  const booked = await page.request.post('/api/registration/submit', { data: memberBooking(grand.id) });
  expect(booked.status(), await booked.text()).toBe(201);
  const participation: number = (await booked.json()).id;
  await payByOfflineCard(page.request, participation, { name: 'Jeanne Moreau', email: 'member@demo.test' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/dashboard/user/summary');
  const { text } = await downloadedText(documentEntry(page, 'Invoice'));
  // €800: a €250 registration fee at 23 %, €550 of accommodation at the 13 % just set.
  expect(text).toMatch(/Registration fee, Jeanne Moreau\s+€203\.25\s+23%\s+€46\.75\s+€250\.00/);
  expect(text).toMatch(/Accommodation, Grand Hotel, single room\s+€486\.73\s+13%\s+€63\.27\s+€550\.00/);
  expect(text).toMatch(/2 nights, 10 June 2027 to 12 June 2027/);
  expect(text).toMatch(/VAT 13%\s+€486\.73\s+€63\.27/);
  expect(text).toContain('VAT ID PT509999990');
  await page.screenshot({ path: `${SHOTS}/itemised-invoice-summary-1280.png` });
});
