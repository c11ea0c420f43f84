import type { Page } from '@playwright/test';
import type { Language } from '../../packages/domain/src/i18n/languages.ts';
import { expectAccessible } from '../support/a11y.ts';
import { confirmEmail } from '../support/confirm-email.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { type Say, sayIn } from '../support/i18n.ts';

/**
 * The whole registration path in French and in Portuguese, chosen by the browser (its
 * locale), with axe on every screen at 1280 and 390 px. The words come from the catalogues, so a
 * screen still in English fails here.
 */
const { test, context } = useAppServer();

const LOCALES: Record<
  Exclude<Language, 'en'>,
  { locale: string; amount: RegExp; country: string; description: string }
> = {
  fr: {
    locale: 'fr-FR',
    amount: /^650\s€$/,
    country: 'Allemagne',
    description: 'Le 60e congrès international',
  },
  pt: {
    locale: 'pt-PT',
    amount: /^650\s€$/,
    country: 'Alemanha',
    description: 'O 60.º congresso internacional',
  },
};

async function checkBothWidths(page: Page) {
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing wider than a 390 px window').toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function chooseCountry(page: Page, say: Say, group: string, label: string, name: string) {
  const input = page
    .getByRole('group', { name: say(group) })
    .getByLabel(say(label), { exact: false })
    .first();
  const option = page.getByRole('option', { name, exact: true });
  // A list opened at the window's lower edge can close as the page scrolls to its option (a loaded
  // run left "Alle" typed): it is opened again, as a person would (flow.ts chooses the same way).
  await expect(async () => {
    if ((await input.inputValue()) === name) return;
    await input.scrollIntoViewIfNeeded();
    await input.click();
    await input.fill(name.slice(0, 4));
    await option.click({ timeout: 5_000 });
    await expect(input).toHaveValue(name, { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
}

for (const [language, expected] of Object.entries(LOCALES) as [
  Exclude<Language, 'en'>,
  (typeof LOCALES)['fr'],
][]) {
  test.describe(`in ${language}`, () => {
    test.use({ locale: expected.locale });

    test(`a guest registers and pays by card, every screen in ${language}`, async ({ page }) => {
      const say = await sayIn(language, ['person.', 'registration.', 'payment.', 'rates.', 'auth.', 'app.']);
      await page.goto('/demo/rate/affiliate-partners');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('combobox', { name: say('Language') })).toHaveValue(language);
      // The organiser's own texts too, as the staff translated them.
      await expect(page.getByRole('banner')).toContainText(expected.description);
      await checkBothWidths(page);

      await page.getByRole('button', { name: /^Partner single - Grand Hotel/ }).click();
      await expect(page).toHaveURL(/\/login\?redirect=/);
      await checkBothWidths(page);
      // A new guest account each (an account keeps the language it first signs in with).
      const email = `guest-${language}@example.test`;
      const created = await page.request.post('/api/user/register', {
        data: { email, password: DEMO_PASSWORD, congressSlug: 'demo' },
        headers: { origin: new URL(page.url()).origin },
      });
      expect(created.status()).toBe(201);
      await confirmEmail(page, context.smtp, email);
      await page.context().clearCookies();
      await page.getByLabel(say('E-mail')).first().fill(email);
      await page
        .getByLabel(new RegExp(`^${say('Password')}( \\*)?$`))
        .first()
        .fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: say('Sign in') }).click();

      await expect(page.getByRole('heading', { name: say('Registration form') })).toBeVisible();
      await expect(page.getByRole('button', { name: say('NEXT') })).toBeVisible({ timeout: 15_000 });
      // The form says its errors in the language too, before anything is filled.
      await page.getByRole('button', { name: say('NEXT') }).click();
      await expect(page.getByText(say('Please type something')).first()).toBeVisible();
      const personal = page.getByRole('group', { name: say('Personal information') });
      await personal.getByRole('textbox', { name: say('First name'), exact: true }).fill('Lena');
      await personal.getByRole('textbox', { name: say('Last name'), exact: true }).fill('Berg');
      await personal.getByRole('textbox', { name: say('Phone') }).fill('+49 30 000 000');
      await chooseCountry(page, say, 'Personal information', 'Country', expected.country);
      await personal
        .getByRole('textbox', { name: say('Billing information') })
        .fill('Unter den Linden 1, Berlin');
      const transport = page.getByRole('group', { name: say('Transport information') });
      await transport.getByRole('textbox', { name: say('Passport number') }).fill('C01X00T47');
      await chooseCountry(page, say, 'Transport information', 'Nationality', expected.country);
      await transport.getByRole('textbox', { name: say('Issued on'), exact: true }).fill('2020-01-15');
      await transport.getByRole('textbox', { name: say('Expires on'), exact: true }).fill('2030-01-14');
      await transport.getByRole('textbox', { name: say('Place of issue') }).fill('Berlin');
      await checkBothWidths(page);
      await page.getByRole('checkbox', { name: say('I have read and accept the privacy notice') }).check();
      await page.getByRole('button', { name: say('NEXT') }).click();

      await expect(page.getByRole('heading', { name: say('Summary'), exact: true })).toBeVisible();
      await expect(page.getByText(expected.country).first()).toBeVisible();
      await expect(page.getByTestId('amount-due')).toHaveText(expected.amount);
      await checkBothWidths(page);
      await page.getByRole('button', { name: say('PAYE') }).click();

      await expect(page.getByRole('textbox', { name: say('Card number') })).toBeVisible();
      await checkBothWidths(page);
      await page.getByRole('textbox', { name: say('Card number') }).fill('4242 4242 4242 4242');
      await page.getByRole('textbox', { name: say('Expiry (MM/YY)') }).fill('12/30');
      await page.getByRole('textbox', { name: 'CVC', exact: false }).fill('123');
      await page
        .getByRole('button', { name: new RegExp(`^${say('Pay {amount}', { amount: '' }).trim()}`) })
        .click();
      await expect(page.getByText(say('Payment succeeded!'))).toBeVisible();
      await checkBothWidths(page);

      // The account keeps the language: its e-mails and documents follow it.
      const session = await page.request.get('/api/user/');
      expect((await session.json()).user.language).toBe(language);
    });
  });
}
