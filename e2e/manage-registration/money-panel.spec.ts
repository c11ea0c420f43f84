import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const MANAGE = '/demo/dashboard/admin/manage-registration';
const SHOTS = `${E2E_TMP}/shots/manage-registration`;
mkdirSync(SHOTS, { recursive: true });

type ListRow = { participationId: number; firstName: string; lastName: string };

async function participationIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/api/participation/congress/demo?search=${encodeURIComponent(name)}`,
  );
  const found = ((await response.json()) as { items: ListRow[] }).items.find(
    (row) => `${row.firstName} ${row.lastName}` === name,
  );
  if (!found) throw new Error(`no demo participation for ${name}`);
  return found.participationId;
}

async function openManage(page: Page, signInAs: SignInAs, name: string) {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await page.goto(`${MANAGE}?participation=${await participationIdOf(page, name)}`);
  await expect(page.getByRole('button', { name: 'SAVE' })).toBeVisible({ timeout: 15_000 });
}

const panel = (page: Page) => page.getByTestId('money-panel');

test('Manage Registration shows the money: statement, payments by state, documents again', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Rita Almeida asked €250 back after moving to a cheaper room: an admin approves it, so she has
  // an invoice and a credit note.
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  const refunds = (await (await page.request.get('/api/payments-desk/congress/demo/refunds')).json()) as {
    items: { paymentId: number; participant: { lastName: string } }[];
  };
  const rita = refunds.items.find((item) => item.participant.lastName === 'Almeida');
  if (!rita) throw new Error('the demo has Rita Almeida’s refund request');
  const origin = new URL(page.url()).origin;
  const approved = await page.request.post(`/api/payments-desk/refund/${rita.paymentId}/approve`, {
    headers: { origin },
  });
  expect(approved.status(), await approved.text()).toBe(200);

  await openManage(page, signInAs, 'Rita Almeida');
  const money = panel(page);
  await expect(money.getByText('Amount due')).toBeVisible();
  await expect(money.getByRole('region', { name: 'Payment history' })).toContainText('Paid');
  await expect(money.getByRole('region', { name: 'Payment history' })).toContainText('Refunded');
  const documents = money.getByRole('list', { name: 'Documents' });
  await expect(documents).toContainText('Invoice');
  await expect(documents).toContainText('Credit note');
  await expectAccessible(page, 'Manage Registration with its money, 1280');
  await page.screenshot({ path: `${SHOTS}/money-1280.png`, fullPage: true });

  // Downloaded again exactly as issued: the credit note included.
  const download = page.waitForEvent('download');
  await documents
    .getByRole('listitem')
    .filter({ hasText: 'Credit note' })
    .getByRole('button', { name: /Download/ })
    .click();
  expect((await download).suggestedFilename()).toMatch(/^credit_note_demo_/);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(money.getByRole('list', { name: 'Documents' })).toBeVisible();
  await expectAccessible(page, 'Manage Registration with its money, 390');
  await page.screenshot({ path: `${SHOTS}/money-390.png`, fullPage: true });
});

test('Notify the participant: a new status reaches Claire Martin by e-mail', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openManage(page, signInAs, 'Claire Martin');
  const notify = page.getByRole('checkbox', { name: 'Notify the participant' });
  await expect(notify).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Registration status' }).click();
  await page.getByRole('option', { name: 'On hold', exact: true }).click();
  await notify.check();
  await page.getByRole('button', { name: 'SAVE' }).click();
  await expect(page.getByText('Registration saved successfully')).toBeVisible();
  const mail = await context.smtp.waitFor((m) => /has been changed/.test(m.subject), 20_000);
  expect(mail.text).toContain('Registration status: On hold');
});
