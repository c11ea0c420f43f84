import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/screens/payments-desk`;

test('an admin finds the demo pending transfer by its reference and marks it received', async ({
  page,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Payments' }).click();
  await expect(page).toHaveURL(/\/demo\/dashboard\/admin\/payments$/);
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();

  // The reference Ana Silva (member2) quoted on her transfer, as she would give it.
  const found = await page.request.get('/api/payments-desk/congress/demo/transfers?search=member2@demo.test');
  const reference: string = (await found.json()).items[0].reference;
  expect(reference).toMatch(/^DEMO-\d+-[A-Z2-9]{4}$/);

  await page.getByLabel('Search by reference, name or e-mail').fill(reference);
  const rows = page.getByTestId('pending-transfer');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Ana Silva');
  await expect(rows.first()).toContainText('€600');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/pending-1280.png`, fullPage: true });

  await page.getByRole('button', { name: `Mark received ${reference}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Mark transfer received' });
  await expect(dialog.getByLabel('Amount received')).toHaveValue('600.00');
  await dialog.getByLabel('Bank reference').fill('BANK-E2E-0001');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Mark received' }).click();
  await expect(
    page.getByText('Transfer marked as received: payment confirmed and invoice sent.'),
  ).toBeVisible();
  await expect(rows).toHaveCount(0);
  await expect(page.getByText('No pending transfer matches your search.')).toBeVisible();

  await page.getByRole('tab', { name: 'Manual payment' }).click();
  await page.getByLabel('Find a participation').fill(reference);
  const participation = page.getByTestId('desk-participation');
  await expect(participation).toHaveCount(1);
  await expect(participation).toContainText('confirmed');
  await expect(participation).toContainText('Nothing due');
  // The statement's lines (decisions 31): the transfer is now money paid, nothing awaited.
  await expect(participation.getByRole('term').filter({ hasText: 'Paid' })).toBeVisible();
  await expect(participation).toContainText('Paid€600');
  await expect(participation.getByText('Awaiting transfer')).toHaveCount(0);

  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('member2@demo.test') && /invoice/i.test(m.subject),
  );
  expect(mail.attachments.map((a) => a.contentType)).toContain('application/pdf');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/manual-390.png`, fullPage: true });
  await page.getByRole('tab', { name: /Pending transfers/ }).click();
  await page.getByLabel('Search by reference, name or e-mail').fill('');
  await expect(page.getByTestId('pending-transfer').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/pending-390.png`, fullPage: true });
});

test('the visualisation role never reaches the desk (decisions 40)', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'viewer@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await expect(page.getByRole('link', { name: 'Payments' })).toHaveCount(0);
  await page.goto('/demo/dashboard/admin/payments');
  await expect(page.getByText('Access denied')).toBeVisible();
  await expect(page.getByTestId('pending-transfer')).toHaveCount(0);
  const api = await page.request.get('/api/payments-desk/congress/demo');
  expect(api.status()).toBe(403);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/viewer-390.png`, fullPage: true });
});
