import { mkdirSync } from 'node:fs';
import { formatMoney } from '@congress/domain/money';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/participation-list`;
mkdirSync(SHOTS, { recursive: true });

type Row = {
  participationId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  paymentStatus: string;
  amountDueCents: number;
};

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Participations' }).getByRole('row').filter({ hasText: name });

/**
 * Issue 21, seen point 1 (decision 41): part of the price recorded by hand leaves the row pink in Wait
 * payment, "Partly paid", out of ok, and the Reminder Payment sent to Wait payment reaches the person
 * with what remains due.
 */
test('a part-paid participation stays pink in Wait payment and receives the reminder of what remains', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  const waiting = await page.request.get('/api/participation/congress/demo/pending/all/all/all/all?pageSize=200');
  const unpaid = ((await waiting.json()).items as Row[]).find(
    (row) => row.paymentStatus === 'unpaid' && row.email !== null && row.amountDueCents >= 10_000,
  );
  if (!unpaid) throw new Error('the demo has no unpaid participation with an e-mail');
  const name = `${unpaid.firstName} ${unpaid.lastName}`;
  const paidCents = unpaid.amountDueCents - 24_950;
  const recorded = await page.request.post(
    `/api/payments-desk/participation/${unpaid.participationId}/manual-payment`,
    {
      data: { amount: (paidCents / 100).toFixed(2), receivedOn: new Date().toISOString().slice(0, 10) },
    },
  );
  expect(recorded.status(), await recorded.text()).toBe(200);

  await page.goto(`/demo/dashboard/admin/participation-list?status=pending&q=${encodeURIComponent(unpaid.lastName)}`);
  const row = rowOf(page, name).first();
  await expect(row).toHaveAttribute('data-tone', 'waiting');
  await expect(row).toContainText('Partly paid');
  await expect(row).toContainText('€249.50');
  expect(await row.evaluate((tr) => getComputedStyle(tr).backgroundColor)).toBe('rgb(255, 240, 246)');
  await expectAccessible(page, 'Wait payment with a part-paid row, 1280 px');
  await page.screenshot({ path: `${SHOTS}/part-paid-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'Wait payment with a part-paid row, 390 px');
  await page.screenshot({ path: `${SHOTS}/part-paid-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // Not in ok: something is still to receive.
  await page.getByRole('tab', { name: /^ok/ }).click();
  await expect(page.getByRole('table', { name: 'Participations' })).toHaveAttribute('aria-busy', 'false');
  await expect(rowOf(page, name)).toHaveCount(0);

  // The Reminder Payment to the whole Wait payment tab reaches them.
  await page.goto('/demo/dashboard/admin/participation-list?status=pending');
  await page.getByRole('button', { name: 'Send Emails' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Emails' });
  await modal.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Reminder Payment' }).click();
  const list = modal.getByRole('region', { name: 'Recipient list' });
  await expect(list.getByRole('listitem').filter({ hasText: name })).toBeVisible();
  const summary = modal.getByText(/^\d+ will receive it/);
  const willReceive = Number(/^(\d+)/.exec((await summary.textContent()) ?? '')?.[1]);
  await modal.getByRole('button', { name: 'SEND' }).click();
  await modal.getByRole('button', { name: `Send to ${willReceive}` }).click();
  const confirm = page.getByRole('dialog', { name: `Send to ${willReceive} people?` });
  await expect(confirm).toHaveCSS('opacity', '1');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(modal.getByRole('heading', { name: 'Campaign summary' })).toBeVisible({ timeout: 30_000 });
  const mail = await context.smtp.waitFor(
    (m) => m.to.includes(unpaid.email ?? '') && /payment reminder/.test(m.subject),
    20_000,
  );
  expect(mail.text).toContain(`${formatMoney(24_950, 'EUR', { alwaysMinor: true })} remains due.`);
});
