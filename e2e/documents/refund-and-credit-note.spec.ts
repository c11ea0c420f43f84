import { mkdirSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { findRate } from '../registration/flow.ts';
import { downloadedText, memberBooking, payByOfflineCard } from '../support/documents.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/documents`;
mkdirSync(SHOTS, { recursive: true });

/** Paid €800 for a Grand Hotel single, then completed a change to the €550 Harbour Inn single: REFUND €250. */
async function paidThenRefundRequested(request: APIRequestContext): Promise<number> {
  const grand = await findRate(request, 'Single - Grand Hotel');
  const harbour = await findRate(request, 'Single - Harbour Inn');
  const booked = await request.post('/api/registration/submit', { data: memberBooking(grand.id) });
  expect(booked.status(), await booked.text()).toBe(201);
  const participationId: number = (await booked.json()).id;
  await payByOfflineCard(request, participationId, { name: 'Jeanne Moreau', email: 'member@demo.test' });
  expect((await request.post('/api/registration/submit', { data: memberBooking(harbour.id) })).ok()).toBe(
    true,
  );
  const refund = await request.post('/api/payment/confirm', { data: { participation: participationId } });
  expect(await refund.json()).toMatchObject({ label: 'REFUND', amountCents: 25000 });
  return participationId;
}

test('the payment history shows the refund request, then the credit note is downloaded again', async ({
  page,
  signInAs,
  browser,
  appUrl,
}) => {
  await signInAs(page, 'member@demo.test');
  const participationId = await paidThenRefundRequested(page.request);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/dashboard/user/summary');
  const history = page.getByRole('region', { name: 'Payment history' });
  const request = history.getByRole('row').filter({ hasText: 'Refund requested' });
  await expect(request).toContainText('−€250');
  await expect(history.getByRole('row').filter({ hasText: 'Paid' })).toContainText('€800');
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments.getByText('Refund requested', { exact: true }).first()).toBeVisible();
  // Nothing is due: no proforma, the invoice is listed.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByText(/^Invoice DEMO-\d{6}$/)).toBeVisible();
  await expect(documents.getByRole('button', { name: /proforma/ })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/refund-requested-390.png`, fullPage: true });

  // An organiser approves the refund: a credit note is issued and e-mailed.
  const admin = await browser.newContext({ baseURL: appUrl });
  const login = await admin.request.post('/api/login_check', {
    data: { username: 'admin@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const refunds = await (await admin.request.get('/api/payments-desk/congress/demo/refunds')).json();
  const item = refunds.items.find((i: { participationId: number }) => i.participationId === participationId);
  expect(item.statement).toMatchObject({ priceCents: 55000, paidCents: 80000, refundRequestedCents: 25000 });
  expect(
    (await admin.request.post(`/api/payments-desk/refund/${item.paymentId}/approve`, { data: {} })).ok(),
  ).toBe(true);
  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('member@demo.test') && /your refund of €250\.00/.test(m.subject),
    15_000,
  );
  expect(mail.text).toContain('We have refunded €250.00');

  // Staff find the same documents from the list's row menu (decisions 38).
  const staff = await admin.newPage();
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto('/demo/dashboard/admin/participation-list?q=Moreau');
  await staff.getByRole('button', { name: 'Actions for Jeanne Moreau' }).click();
  await staff.getByRole('menuitem', { name: 'Documents' }).click();
  const modal = staff.getByRole('dialog', { name: 'Documents of Jeanne Moreau' });
  await expect(modal.getByRole('listitem').filter({ hasText: /^Credit note DEMO-\d{6}/ })).toContainText(
    '€250',
  );
  await expect(modal.getByRole('listitem').filter({ hasText: /^Invoice DEMO-\d{6}/ })).toContainText('€800');
  await expectAccessible(staff, 'documents of a participation, staff, 390 px');
  await staff.screenshot({ path: `${SHOTS}/staff-documents-390.png` });
  await staff.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(staff, 'documents of a participation, staff, 1280 px');
  const staffDownload = staff.waitForEvent('download');
  await modal
    .getByRole('listitem')
    .filter({ hasText: /^Credit note/ })
    .getByRole('button', { name: /^Download/ })
    .click();
  expect((await staffDownload).suggestedFilename()).toMatch(/^credit_note_demo_DEMO-\d{6}\.pdf$/);
  await admin.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.reload();
  await expect(history.getByRole('row').filter({ hasText: 'Refunded' })).toContainText('−€250');
  const creditNote = documents.getByRole('listitem').filter({ hasText: /^Credit note DEMO-\d{6}/ });
  await expect(creditNote).toContainText('€250');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/credit-note-1280.png`, fullPage: true });

  const { text, filename } = await downloadedText(creditNote);
  expect(filename).toMatch(/^credit_note_demo_DEMO-\d{6}\.pdf$/);
  expect(text).toContain('CREDIT NOTE');
  expect(text).toMatch(/Amount refunded \(VAT included\)\s+€250\.00/);
});
