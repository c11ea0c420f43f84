import type { Page } from '@playwright/test';
import { expectAccessible } from '../support/a11y.ts';
import { confirmationLink } from '../support/confirm-email.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, chooseHotel, fillPerson, rateCard, waitForForm } from './flow.ts';

const { test, context } = useAppServer();

/** Decisions 50: a new account confirms its e-mail address through a link before it can book. */
for (const width of [1280, 390]) {
  test(`a new account is refused at NEXT, follows the e-mailed link, then books (${width} px)`, async ({
    page,
  }) => {
    const email = `confirm-${width}@example.test`;
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/demo/rate/affiliate-partners');
    await chooseHotel(page, 'Grand Hotel');
    await rateCard(page, 'Partner single - Grand Hotel').click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    const form = page.getByRole('form', { name: 'Create an account' });
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel(/^Password( \*)?$/).fill('Visitor!2027');
    await form.getByRole('button', { name: /create/i }).click();
    await waitForForm(page);
    await fillPerson(page, 'main', { firstName: 'Ines', lastName: 'Duarte', email });
    await acceptConsentAndNext(page);

    const refusal = `Please confirm your e-mail address first: we sent a link to ${email}.`;
    await expect(page.getByRole('alert').filter({ hasText: refusal })).toBeVisible();
    await expectAccessible(page, `NEXT refused at ${width} px`);
    await page.getByRole('button', { name: 'Send the link again' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `We sent a new confirmation link to ${email}.` }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toHaveCount(0);

    // The dashboard says it too, for whoever leaves the form.
    const formUrl = page.url();
    await page.goto('/demo/dashboard/user/home');
    await expect(page.getByText(refusal)).toBeVisible();
    await expectAccessible(page, `dashboard banner at ${width} px`);
    await expectNoSideScroll(page);

    const link = await confirmationLink(context.smtp, email);
    expect(new URL(link).pathname).toBe('/demo/verify-email');
    await page.goto(link);
    await expect(
      page.getByRole('status').filter({ hasText: `Your e-mail address ${email} is confirmed.` }),
    ).toBeVisible();
    await expectAccessible(page, `link opened at ${width} px`);
    await page.getByRole('link', { name: 'Go to my registration' }).click();
    await expect(page.getByText(refusal)).toHaveCount(0);

    await page.goto(formUrl);
    await waitForForm(page);
    await acceptConsentAndNext(page);
    await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  });
}

test('a forged link says so and offers a new one', async ({ page }) => {
  await page.goto('/demo/verify-email?token=1.zzzzzz.AAAAAAAAAAAAAAAAAAAAAA');
  await expect(
    page.getByText('This confirmation link is not valid or has expired. Ask for a new link.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in to get a new link' })).toBeVisible();
  await expectAccessible(page, 'forged link');
});

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
