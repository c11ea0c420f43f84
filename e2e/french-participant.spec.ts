import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfText } from '../apps/server/test/pdf-text.ts';
import { expectAccessible } from './support/a11y.ts';
import { DEMO_PASSWORD } from './support/demo.ts';
import { expect, useAppServer } from './support/fixtures.ts';
import { type Say, sayIn } from './support/i18n.ts';

/**
 * A participant whose browser is in French registers and pays; the payment confirmation
 * that reaches their mailbox (the SMTP server on loopback) is in French, and so is the invoice they
 * download (read back with pdftotext): French words, "650,00 €", a French date.
 */
const { test, context } = useAppServer();
test.use({ locale: 'fr-FR' });

/** Spaces as a reader sees them: Intl's no-break and narrow no-break spaces are spaces. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function chooseCountry(page: Page, say: Say, group: string, label: string, name: string) {
  const input = page
    .getByRole('group', { name: say(group) })
    .getByLabel(say(label), { exact: false })
    .first();
  await input.click();
  await input.fill(name.slice(0, 4));
  await page.getByRole('option', { name, exact: true }).click();
}

test('a French participant receives French e-mails and a French invoice', async ({ page }) => {
  const say = await sayIn('fr', ['person.', 'registration.', 'payment.', 'rates.', 'auth.', 'app.']);
  await page.goto('/demo/rate/affiliate-partners');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await page.getByRole('button', { name: /^Partner single - Grand Hotel/ }).click();
  await page.getByLabel(say('E-mail')).first().fill('user@demo.test');
  await page
    .getByLabel(new RegExp(`^${say('Password')}( \\*)?$`))
    .first()
    .fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: say('Sign in') }).click();

  await expect(page.getByRole('button', { name: say('NEXT') })).toBeVisible({ timeout: 15_000 });
  const personal = page.getByRole('group', { name: say('Personal information') });
  await personal.getByRole('textbox', { name: say('First name'), exact: true }).fill('Camille');
  await personal.getByRole('textbox', { name: say('Last name'), exact: true }).fill('Durand');
  await personal.getByRole('textbox', { name: say('Phone') }).fill('+33 1 00 00 00 00');
  await chooseCountry(page, say, 'Personal information', 'Country', 'France');
  await personal.getByRole('textbox', { name: say('Billing information') }).fill('1 rue de Rivoli, Paris');
  const transport = page.getByRole('group', { name: say('Transport information') });
  await transport.getByRole('textbox', { name: say('Passport number') }).fill('19FR12345');
  await chooseCountry(page, say, 'Transport information', 'Nationality', 'France');
  await transport.getByLabel(say('Issued on')).fill('2020-01-15');
  await transport.getByLabel(say('Expires on')).fill('2030-01-14');
  await transport.getByRole('textbox', { name: say('Place of issue') }).fill('Paris');
  await page.getByRole('checkbox', { name: say('I have read and accept the privacy notice') }).check();
  await page.getByRole('button', { name: say('NEXT') }).click();

  await expect(page.getByRole('heading', { name: say('Summary'), exact: true })).toBeVisible();
  await page.getByRole('button', { name: say('PAYE') }).click();
  await page.getByRole('textbox', { name: say('Card number') }).fill('4242 4242 4242 4242');
  await page.getByRole('textbox', { name: say('Expiry (MM/YY)') }).fill('12/30');
  await page.getByRole('textbox', { name: 'CVC', exact: false }).fill('123');
  await page
    .getByRole('button', { name: new RegExp(`^${say('Pay {amount}', { amount: '' }).trim()}`) })
    .click();
  await expect(page.getByText(say('Payment succeeded!'))).toBeVisible();

  // The e-mails of the registration reach the mailbox in French.
  const today = new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Lisbon',
  }).format(new Date());
  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('user@demo.test') && /paiement reçu/.test(m.subject),
    30_000,
  );
  const text = spaced(mail.text);
  expect(text).toContain('Bonjour Camille Durand,');
  expect(text).toMatch(/Nous avons bien reçu votre paiement de 650,00 € pour .+ \(Carte, paiement/);
  expect(text).toContain(`du ${today})`);
  expect(text).toContain('Plus rien n’est dû.');
  expect(text).not.toMatch(/Dear|Kind regards|payment received/);
  const held = await context.smtp.waitFor(
    (m) => m.to.includes('user@demo.test') && /inscription reçue/.test(m.subject),
    30_000,
  );
  expect(spaced(held.text)).toContain('Merci de votre inscription à');

  // The invoice downloaded from the payment screen is French.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: say('Download Invoice') }).click(),
  ]);
  const invoice = spaced(await pdfText(await readFile(await download.path())));
  expect(invoice).toContain('FACTURE');
  expect(invoice).toMatch(/Numéro de facture\s+DEMO-/);
  expect(invoice).toMatch(new RegExp(`Date\\s+${today}`));
  expect(invoice).toContain('Facturé à');
  expect(invoice).toMatch(/Prix total\s+650,00 €/);
  expect(invoice).toMatch(/Montant payé \(TVA incluse\)\s+650,00 €/);
  expect(invoice).not.toMatch(/Total price|Billed to|Amount paid/);
});

test('the staff’s e-mail templates in French at 390 px: a tab per language, the French texts seeded', async ({
  page,
  signInAs,
}) => {
  const say = await sayIn('fr', ['templates.', 'settings.']);
  await signInAs(page, 'admin@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/dashboard/admin/email-templates');
  await expect(page.getByRole('heading', { name: say('E-mail templates'), level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Français' }).click();
  await page.getByRole('tab', { name: say('Payment received') }).click();
  await expect(page.getByRole('textbox', { name: say('Subject') })).toHaveValue(
    '{{congressLabel}} : paiement reçu, facture {{documentNumber}}',
  );
  await expectAccessible(page, 'e-mail templates in French, 390 px');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing wider than a 390 px window').toBeLessThanOrEqual(0);
  await page.screenshot({ path: '.tmp/e2e/shots/email-templates-fr-390.png', fullPage: true });
});
