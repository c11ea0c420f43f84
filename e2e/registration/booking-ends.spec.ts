import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';
import { confirmEmail } from '../support/confirm-email.ts';
import { E2E_TMP } from '../support/paths.ts';
import { acceptConsentAndNext, chooseHotel, fillPerson, rateCard, waitForForm } from './flow.ts';

const { test, context } = useAppServer();
const SHOTS = `${E2E_TMP}/shots/booking-ends`;
mkdirSync(SHOTS, { recursive: true });

/** The page at both widths: axe finds nothing, and a screenshot to look at. */
async function checkBothWidths(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page, `${name} at ${width} px`);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The €0 speaker room, CONFIRM, and a dashboard and View that say it is free. */
test('a free booking is confirmed at once, e-mailed as confirmed, and reads as free, not "Paid in full"', async ({
  page,
}) => {
  // Four axe runs on a shared 2-core machine: more than the default ceiling.
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/rate/guest-speakers');
  await chooseHotel(page, 'Harbour Inn');
  await rateCard(page, 'Speaker room - Harbour Inn').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signIn(page, 'user@demo.test');
  await waitForForm(page);
  await fillPerson(page, 'main', { firstName: 'Samira', lastName: 'Haddad' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'CONFIRM' }).click();
  await expect(page).not.toHaveURL(/\/summary$/);

  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByTestId('registration-status')).toHaveText('Confirmed');
  await expect(page.getByTestId('free-registration')).toHaveText(
    'Free registration: nothing to pay, so no invoice is issued.',
  );
  await expect(page.getByText(/Paid in full/)).toHaveCount(0);
  await checkBothWidths(page, 'free-dashboard');

  await page.getByRole('link', { name: 'View' }).click();
  await expect(page.getByTestId('free-registration')).toBeVisible();
  await expect(page.getByText('No document yet.')).toBeVisible();
  await checkBothWidths(page, 'free-view');

  const mails = () => context.smtp.messages.filter((m) => m.to.includes('user@demo.test'));
  await context.smtp.waitFor(
    (m) => m.to.includes('user@demo.test') && /registration confirmed/i.test(m.subject),
  );
  expect(mails().map((m) => m.subject)).toEqual(['Demo Congress 2027: registration confirmed']);
  expect(mails()[0]?.text).toContain('there is nothing to pay and no invoice is issued');
});

/** Decisions 11: a hold of one minute runs out; the dashboard says so and Book again books again. */
test('an expired hold says when it ended, e-mails it, shows no "Paid in full", and Book again books again', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  test.setTimeout(360_000);
  // The organisers shorten the hold to one minute, so the sweep (every minute) ends it within two.
  const admin = await browser.newPage({ baseURL: appUrl });
  await signInAs(admin, 'superadmin@demo.test');
  await admin.goto('/demo/dashboard/admin/congress-settings');
  await admin.getByRole('textbox', { name: /^Hold time \(minutes\)/ }).fill('1');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await expect(admin.getByText('Congress settings saved successfully')).toBeVisible();
  // Its e-mail is a template staff edit like the others.
  await admin.goto('/demo/dashboard/admin/email-templates');
  await admin.getByRole('tab', { name: 'Hold expired' }).click();
  await expect(admin.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    '{{congressLabel}}: the place held for you was released',
  );
  await expect(admin.getByRole('button', { name: '{{holdUntil}}' })).toBeVisible();
  await admin.close();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/demo/rate/affiliate-partners');
  await chooseHotel(page, 'Grand Hotel');
  await rateCard(page, 'Partner single - Grand Hotel').click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('E-mail').fill('visitor8@demo.test');
  await form.getByLabel(/^Password( \*)?$/).fill('Visitor!2027');
  await form.getByRole('button', { name: /create/i }).click();
  await waitForForm(page);
  await confirmEmail(page, context.smtp, 'visitor8@demo.test');
  await fillPerson(page, 'main', { firstName: 'Vera', lastName: 'Lindqvist', email: 'visitor8@demo.test' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();

  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByTestId('dashboard-amount-due')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId('hold-ended')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 180_000, intervals: [10_000] });
  await expect(page.getByTestId('hold-ended')).toHaveText(
    /^Your hold ended on \d{1,2} \w+ \d{4} at \d{2}:\d{2} WES?T( · [^;]+ your time)?; book again$/,
  );
  await expect(page.getByTestId('registration-status')).toHaveText('Cancelled');
  await expect(page.getByText(/Paid in full/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Modify' })).toHaveCount(0);
  await checkBothWidths(page, 'hold-ended-dashboard');

  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('visitor8@demo.test') && /released/.test(m.subject),
    30_000,
  );
  expect(mail.subject).toBe('Demo Congress 2027: the place held for you was released');
  expect(mail.text).toContain('(Partner single - Grand Hotel, Grand Hotel) until');
  // The hold's end with the congress's zone named (Lisbon: WET in winter, WEST in summer).
  expect(mail.text).toMatch(/at \d{2}:\d{2} WES?T\./);

  await page.getByRole('link', { name: 'Book again' }).click();
  await expect(page).toHaveURL(/\/demo\/rate\/affiliate-partners$/);
  await chooseHotel(page, 'Grand Hotel');
  await rateCard(page, 'Partner single - Grand Hotel').click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await page.goto('/demo/dashboard/user/home');
  await expect(page.getByTestId('registration-status')).toHaveText('Pending');
  await expect(page.getByTestId('hold-ended')).toHaveCount(0);
  await expect(page.getByTestId('dashboard-amount-due')).toBeVisible();
});
