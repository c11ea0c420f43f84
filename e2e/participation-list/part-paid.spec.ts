import { mkdirSync } from 'node:fs';
import { formatMoney } from '@congress/domain/money';
import type { APIRequestContext, Page } from '@playwright/test';
import { findRate } from '../registration/flow.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/participation-list`;
mkdirSync(SHOTS, { recursive: true });

/** Zoë Ørsted-Núñez books the EUR 650 partner single and pays nothing yet. */
async function bookZoe(request: APIRequestContext) {
  const login = await request.post('/api/login_check', {
    data: { username: 'user@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const rate = await findRate(request, 'Partner single - Grand Hotel', 'affiliate-partners');
  const booked = await request.post('/api/registration/submit', {
    data: {
      congressSlug: 'demo',
      rateId: rate.id,
      consent: true,
      main: {
        firstName: 'Zoë',
        lastName: 'Ørsted-Núñez',
        email: 'user@demo.test',
        phone: '+45 33 00 00 00',
        country: 'Denmark',
        billingInformation: 'Nyhavn 1, København',
        passportNumber: 'DK445566',
        passportCreationDate: '2021-03-01',
        passportExpirationDate: '2031-02-28',
        passportIssuancePlace: 'København',
        nationality: 'Danish',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  return (await booked.json()).id as number;
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Participations' }).getByRole('row').filter({ hasText: name });

/**
 * Decisions 41: part of the price recorded by hand leaves the row pink in Wait
 * payment, "Partly paid", out of ok, and the Reminder Payment sent to Wait payment reaches the person
 * with what remains due.
 */
test('a part-paid participation stays pink in Wait payment and receives the reminder of what remains', async ({
  page,
  signInAs,
  browser,
  appUrl,
}) => {
  const participant = await browser.newContext({ baseURL: appUrl });
  const participationId = await bookZoe(participant.request);
  await participant.close();
  const name = 'Zoë Ørsted-Núñez';

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  const recorded = await page.request.post(
    `/api/payments-desk/participation/${participationId}/manual-payment`,
    {
      data: { amount: '400.50', receivedOn: new Date().toISOString().slice(0, 10) },
    },
  );
  expect(recorded.status(), await recorded.text()).toBe(200);

  await page.goto(
    `/demo/dashboard/admin/participation-list?status=pending&q=${encodeURIComponent('Ørsted')}`,
  );
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
  // The ok tab keeps the search: it shows either the empty state or other people's rows, once loaded.
  await page.getByRole('tab', { name: /^ok/ }).click();
  await expect(page).toHaveURL(/status=confirmed/);
  await expect(
    page
      .getByText('No participation matches these filters.')
      .or(page.locator('table[aria-label="Participations"][aria-busy="false"]')),
  ).toBeVisible();
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
    (m) => m.to.includes('user@demo.test') && /payment reminder/.test(m.subject),
    20_000,
  );
  expect(mail.text).toContain(`${formatMoney(24_950, 'EUR', { alwaysMinor: true })} remains due.`);
});
