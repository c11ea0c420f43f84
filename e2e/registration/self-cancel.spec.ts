import { mkdirSync } from 'node:fs';
import { findRate } from '../registration/flow.ts';
import { expectAccessible } from '../support/a11y.ts';
import { documentEntry, memberBooking, payByOfflineCard } from '../support/documents.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });
const SHOTS = `${E2E_TMP}/shots`;
mkdirSync(SHOTS, { recursive: true });

/**
 * Decisions 48: an admin sets the cancellation policy on the settings screen; a participant who paid
 * €800 by card cancels at the 50 % step from the dashboard; the demo congress wants card refunds
 * approved, so the refund waits at the refunds desk until the admin approves it, and its credit note
 * then appears among the participant's documents.
 */
test('a participant cancels at the 50 % step and gets a credit note for the refund', async ({
  page,
  signInAs,
  browser,
  appUrl,
}) => {
  // The congress settings screen is the super admin's (a congress admin gets 403 there).
  const superAdmin = await browser.newContext({ baseURL: appUrl });
  const settings = await superAdmin.newPage();
  await settings.setViewportSize({ width: 1280, height: 900 });
  await signInAs(settings, 'superadmin@demo.test');
  await settings.goto('/demo/dashboard/admin/congress-settings');
  const policy = settings.getByRole('group', { name: 'Cancellation by participants' });
  await policy.getByRole('button', { name: 'Add a step' }).click();
  await policy.getByRole('button', { name: 'Add a step' }).click();
  // Free until a day long gone, then 50 % until a day far ahead: today is the 50 % step.
  await policy.getByLabel('Step 1: until').fill('2020-01-31');
  await policy.getByLabel('Step 2: until').fill('2099-12-31');
  await policy.getByLabel('Step 2: fee (%)').fill('50');
  await policy.getByRole('radio', { name: 'Participants may cancel; nothing is refunded' }).check();
  await expectAccessible(settings, 'congress settings, cancellation policy, 1280 px');
  await policy.screenshot({ path: `${SHOTS}/self-cancel-policy-1280.png` });
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings.getByText('Congress settings saved successfully')).toBeVisible();
  await superAdmin.close();

  await signInAs(page, 'member@demo.test');
  const grand = await findRate(page.request, 'Single - Grand Hotel');
  const booked = await page.request.post('/api/registration/submit', { data: memberBooking(grand.id) });
  expect(booked.status(), await booked.text()).toBe(201);
  const participationId: number = (await booked.json()).id;
  await payByOfflineCard(page.request, participationId, { name: 'Jeanne Moreau', email: 'member@demo.test' });

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/dashboard/user/home');
  const card = page.getByRole('region', { name: 'Cancel my registration' });
  await expect(card.getByTestId('cancel-stage')).toHaveText(
    /^Until 31 December 2099, the cancellation fee is 50 % of the price\.$/,
  );
  await card.getByRole('button', { name: 'Cancel my registration' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your registration?' });
  const quote = dialog.getByTestId('cancel-quote');
  await expect(quote.getByRole('row', { name: /^Price/ })).toContainText('€800');
  await expect(quote.getByRole('row', { name: /^Paid/ })).toContainText('€800');
  await expect(quote.getByRole('row', { name: /^Cancellation fee/ })).toContainText('€400');
  await expect(quote.getByRole('row', { name: /^Refund/ })).toContainText('€400');
  await expectAccessible(page, 'cancel dialog, 1280 px');
  await page.screenshot({ path: `${SHOTS}/self-cancel-dialog-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'cancel dialog, 390 px');
  await page.screenshot({ path: `${SHOTS}/self-cancel-dialog-390.png` });

  await dialog.getByRole('button', { name: 'Confirm the cancellation' }).click();
  await expect(dialog).toBeHidden();
  const notice = page.getByTestId('self-cancelled');
  await expect(notice).toContainText('You cancelled your registration');
  await expect(notice).toContainText('Cancellation fee: €400');
  await expect(notice).toContainText('Refund of €400');
  await expect(card).toHaveCount(0);
  await expectAccessible(page, 'dashboard after cancelling, 390 px');
  await page.screenshot({ path: `${SHOTS}/self-cancel-done-390.png`, fullPage: true });

  // The demo congress wants card refunds approved: the admin approves it at the refunds desk, where
  // the request says it follows a cancellation and what fee it keeps.
  const admin = await browser.newContext({ baseURL: appUrl });
  const desk = await admin.newPage();
  await desk.setViewportSize({ width: 1280, height: 900 });
  await signInAs(desk, 'admin@demo.test');
  const refunds = await (await desk.request.get('/api/payments-desk/congress/demo/refunds')).json();
  const item = refunds.items.find((i: { participationId: number }) => i.participationId === participationId);
  expect(item.statement).toMatchObject({ paidCents: 80000, refundRequestedCents: 40000 });
  await desk.goto('/demo/dashboard/admin/payments');
  await desk.getByRole('tab', { name: /^Refund requests/ }).click();
  const request = desk.getByTestId('refund-request').filter({ hasText: 'cancellation fee kept: €400' });
  await expect(request).toContainText('Cancelled registration');
  await expect(request).toContainText('€400');
  await expectAccessible(desk, 'refunds desk with a cancellation, 1280 px');
  await request.screenshot({ path: `${SHOTS}/self-cancel-desk-1280.png` });
  await request.getByRole('button', { name: /^Approve/ }).click();
  await desk.getByRole('dialog').getByRole('button', { name: 'Approve refund' }).click();
  await expect(request).toHaveCount(0);
  await admin.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/dashboard/user/summary');
  await expect(documentEntry(page, 'Credit note')).toContainText('€400');
  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByTestId('self-cancelled')).toContainText('Refunded: €400');
  await page.screenshot({ path: `${SHOTS}/self-cancel-refunded-1280.png`, fullPage: true });
});
