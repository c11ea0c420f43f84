import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { findRate } from '../registration/flow.ts';
import { expectAccessible } from '../support/a11y.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/emails`;
mkdirSync(SHOTS, { recursive: true });

/** A guest speaker books the €0 speaker room: nothing to receive, so ok lists them, not Wait payment (decisions 41). */
async function bookSpeaker(request: APIRequestContext) {
  const login = await request.post('/api/login_check', {
    data: { username: 'user@demo.test', password: DEMO_PASSWORD },
  });
  expect(login.ok()).toBe(true);
  const rate = await findRate(request, 'Speaker room - Harbour Inn', 'guest-speakers');
  const booked = await request.post('/api/registration/submit', {
    data: {
      congressSlug: 'demo',
      rateId: rate.id,
      consent: true,
      main: {
        firstName: 'Samira',
        lastName: 'Haddad',
        email: 'user@demo.test',
        phone: '+351 21 000 0000',
        country: 'Portugal',
        billingInformation: 'Rua Augusta 1, Lisboa',
        passportNumber: 'PT998877',
        passportCreationDate: '2021-03-01',
        passportExpirationDate: '2031-02-28',
        passportIssuancePlace: 'Lisboa',
        nationality: 'Portuguese',
      },
    },
  });
  expect(booked.status(), await booked.text()).toBe(201);
}

const shoot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
const numberIn = async (locator: Locator, pattern: RegExp) =>
  Number(pattern.exec((await locator.textContent()) ?? '')?.[1] ?? Number.NaN);

test('a payment reminder to the Wait payment tab: preview for a chosen recipient, a test to me, "Send to N people?", the campaign summary and the log', async ({
  page,
  signInAs,
  browser,
  appUrl,
}) => {
  const speaker = await browser.newContext({ baseURL: appUrl });
  await bookSpeaker(speaker.request);
  await speaker.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list?status=pending');
  await expect(page.getByRole('tab', { name: /^Wait payment/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: 'Send Emails' }).click();
  const modal = page.getByRole('dialog', { name: 'Send Emails' });
  await modal.getByRole('combobox', { name: 'Template' }).click();
  await page.getByRole('option', { name: 'Reminder Payment' }).click();

  // The €0 speaker has nothing to pay: not in Wait payment, so not a recipient at all (decisions 41).
  const list = modal.getByRole('region', { name: 'Recipient list' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Camille Dubois' })).toBeVisible();
  await expect(list.getByRole('listitem').filter({ hasText: 'Samira Haddad' })).toHaveCount(0);
  const summary = modal.getByText(/^\d+ will receive it/);
  const willReceive = await numberIn(summary, /^(\d+) will receive it/);
  expect(willReceive).toBeGreaterThanOrEqual(2);
  await expectAccessible(page, 'send emails, the recipients of Wait payment');

  // SEND shows the preview first; nothing is queued yet.
  await modal.getByRole('button', { name: 'SEND' }).click();
  const picker = modal.getByRole('combobox', { name: 'Preview for' });
  await expect(picker).toBeVisible();
  await picker.click();
  await page.getByRole('option', { name: /^Camille Dubois/ }).click();
  const frame = modal.frameLocator('iframe[title="E-mail preview for Camille Dubois"]');
  await expect(frame.locator('body')).toContainText('Dear Camille Dubois');
  // {{balance}}: Camille's transfer is awaited, with its amount.
  await expect(frame.locator('body')).toContainText(/Your bank transfer of €[\d,.]+, due on .+, is awaited/);
  await expect(modal.getByText(/^Subject: Demo Congress 2027: payment reminder$/)).toBeVisible();
  await expect(modal.getByText(`${willReceive} of`, { exact: false })).toBeVisible();
  await expectAccessible(page, 'send emails, the preview, 1280 px');
  await shoot(page, 'campaign-preview-1280');

  // A test to me: the e-mail Camille would read, at the admin's own address only.
  await modal.getByRole('button', { name: 'Send a test to me' }).click();
  await expect(modal.getByText('A test was sent to admin@demo.test.')).toBeVisible();
  const testMail = await context.smtp.waitFor((m) => m.to.includes('admin@demo.test'), 20_000);
  expect(testMail.subject).toBe('[Test] Demo Congress 2027: payment reminder');
  expect(testMail.html).toContain('Dear Camille Dubois');
  expect(context.smtp.messages.filter((m) => m.to.includes('member4@demo.test'))).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'send emails, the preview, 390 px');
  await shoot(page, 'campaign-preview-390');

  await modal.getByRole('button', { name: `Send to ${willReceive}` }).click();
  const confirm = page.getByRole('dialog', { name: `Send to ${willReceive} people?` });
  // Opened over the first dialog: checked once its fade-in is over.
  await expect(confirm).toHaveCSS('opacity', '1');
  await expectAccessible(page, 'send to N people, 390 px');
  await shoot(page, 'campaign-confirm-390');
  await confirm.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Emails sent successfully!')).toBeVisible();

  // Progress, then the summary: sent, skipped, failed.
  await expect(modal.getByRole('heading', { name: 'Campaign summary' })).toBeVisible({ timeout: 30_000 });
  await expect(modal.getByText('Sending finished')).toBeVisible();
  const figure = (label: string) => modal.getByText(label, { exact: true }).locator('xpath=..');
  await expect(figure('Sent')).toContainText(String(willReceive));
  await expect(figure('Failed')).toContainText('0');
  await expectAccessible(page, 'campaign summary, 390 px');
  await shoot(page, 'campaign-summary-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'campaign summary, 1280 px');
  await shoot(page, 'campaign-summary-1280');

  const camille = await context.smtp.waitFor((m) => m.to.includes('member4@demo.test'), 15_000);
  expect(camille.subject).toBe('Demo Congress 2027: payment reminder');
  expect(
    context.smtp.messages.filter((m) => m.to.includes('user@demo.test') && /reminder/.test(m.subject)),
  ).toEqual([]);

  // The e-mail log keeps the send as one campaign with its recipients.
  await modal.getByRole('link', { name: 'Open this campaign in the e-mail log' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail campaign' })).toBeVisible();
  await expect(page.getByText('Reminder Payment', { exact: true })).toBeVisible();
  await expect(page.getByText('Wait payment tab', { exact: true })).toBeVisible();
  const rows = page.getByRole('row');
  await expect(rows.filter({ hasText: 'Samira Haddad' })).toHaveCount(0);
  await expect(rows.filter({ hasText: 'Camille Dubois' })).toContainText('Sent');
  await expectAccessible(page, 'e-mail campaign, 1280 px');
  await shoot(page, 'campaign-log-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'e-mail campaign, 390 px');
  await shoot(page, 'campaign-log-390');

  await page.getByRole('link', { name: 'Back to the e-mail log' }).click();
  const campaignRow = page.getByRole('row').filter({ hasText: 'payment reminder' });
  await expect(campaignRow).toContainText('admin@demo.test');
  await expect(campaignRow).toContainText('Wait payment tab');
  await expectAccessible(page, 'e-mail log, campaigns, 390 px');
  await page.getByRole('tab', { name: 'All e-mails' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'bulk-test' })).toContainText('admin@demo.test');
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'e-mail log, all e-mails, 1280 px');
});
