import type { Page } from '@playwright/test';
import { expect, useAppServer } from '../support/fixtures.ts';
import { chooseCountry, rateCard } from './flow.ts';

/** The participant's registration path in French (and Portuguese) on a phone, nothing wider than the screen. */
const { test } = useAppServer();

const SHOTS = '.tmp/e2e/shots';

/** What sticks out of a 390 px screen (outside a scrolling table), described for the failure message. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrolls = (node: Element | null): boolean => {
      for (let at = node; at; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') return true;
      }
      return false;
    };
    const out: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) {
      out.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const node of document.body.querySelectorAll('*')) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || scrolls(node.parentElement)) continue;
      if (box.right > width + 1)
        out.push(`${node.tagName} "${node.textContent?.slice(0, 40)}" ends at ${box.right}`);
    }
    return out.slice(0, 10);
  });
}

async function check(page: Page, name: string, language = 'fr') {
  expect(await overflowing(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${language}-390-${name}.png`, fullPage: true });
}

/** The reader's language as if chosen in the header, and a phone's width. */
async function readIn(page: Page, language: 'fr' | 'pt') {
  await page.addInitScript(
    (chosen) => localStorage.setItem('congress.language', JSON.stringify(chosen)),
    language,
  );
  await page.setViewportSize({ width: 390, height: 900 });
}

test('a participant books in French on a phone: rate list, form, summary, card and bank transfer', async ({
  page,
  signInAs,
}) => {
  await readIn(page, 'fr');
  await signInAs(page, 'user@demo.test');
  await page.goto('/demo/rate/affiliate-partners');
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez votre tarif' })).toBeVisible();
  await check(page, 'rate-list');
  await rateCard(page, 'Partner single - Grand Hotel').click();

  await expect(page.getByRole('heading', { name: 'Formulaire d’inscription' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'SUIVANT' })).toBeVisible({ timeout: 15_000 });
  const personal = page.getByRole('group', { name: 'Informations personnelles' });
  const transport = page.getByRole('group', { name: 'Informations de transport' });
  await personal.getByRole('textbox', { name: 'Prénom' }).fill('Rita');
  await personal.getByRole('textbox', { name: 'Nom', exact: true }).fill('Moreau');
  await personal.getByRole('textbox', { name: 'Téléphone' }).fill('+33 1 00 00 00 00');
  await chooseCountry(personal, 'Pays', 'Allemagne');
  await personal.getByRole('textbox', { name: 'Informations de facturation' }).fill('1 rue de Rivoli, Paris');
  await transport.getByRole('textbox', { name: 'Numéro de passeport' }).fill('P1234567');
  await chooseCountry(transport, 'Nationalité', 'France');
  await transport.getByLabel('Date de délivrance').fill('2020-01-15');
  await transport.getByLabel('Date d’expiration').fill('2030-01-14');
  await transport.getByRole('textbox', { name: 'Lieu de délivrance' }).fill('Paris');
  await check(page, 'registration-form');
  await page.getByRole('checkbox', { name: /politique de confidentialité/ }).check();
  await page.getByRole('button', { name: 'SUIVANT' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Récapitulatif' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Participant principal' })).toContainText('Allemagne');
  await check(page, 'summary');
  await page.getByRole('button', { name: 'PAYER' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Paiement par carte' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Payer / })).toBeVisible();
  await check(page, 'card-payment');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Récapitulatif du paiement' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Moyen de paiement' }).click();
  await page.getByRole('option', { name: 'Virement bancaire' }).click();
  await page.getByRole('button', { name: 'PAYER' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Virement bancaire' })).toBeVisible();
  await expect(page.getByText('Référence de paiement à indiquer')).toBeVisible();
  await check(page, 'bank-transfer');
});

const CHANGE = {
  fr: {
    title: 'Choisissez votre tarif',
    next: 'SUIVANT',
    remove: 'Retirer l’accompagnant',
    confirm: 'Confirmer',
    pending: 'Votre modification n’est pas encore enregistrée',
    refund: 'REMBOURSER',
  },
  pt: {
    title: 'Escolha a sua tarifa',
    next: 'SEGUINTE',
    remove: 'Remover acompanhante',
    confirm: 'Confirmar',
    pending: 'A sua alteração ainda não foi guardada',
    refund: 'REEMBOLSAR',
  },
} as const;

for (const language of ['fr', 'pt'] as const) {
  test(`a member changing a booking reads the pending change and the payment summary (${language})`, async ({
    page,
    signInAs,
  }) => {
    const want = CHANGE[language];
    await readIn(page, language);
    // member6: the double with Yuki Tanaka, €1,200 paid.
    await signInAs(page, 'member6@demo.test');
    await page.goto('/demo/rate/member');
    await expect(page.getByRole('heading', { level: 1, name: want.title })).toBeVisible();
    await check(page, 'rate-list-member', language);
    await page.goto('/demo/rate/member/registration');
    await expect(page.getByRole('button', { name: want.next })).toBeVisible({ timeout: 15_000 });
    // The file's server is shared: the other language's run may have left the change pending already.
    const remove = page.getByRole('button', { name: want.remove });
    if (await remove.isVisible()) {
      await remove.click();
      await page.getByRole('dialog').getByRole('button', { name: want.confirm }).click();
    }
    await page.getByRole('button', { name: want.next }).click();
    // Then NEXT asks to confirm the companion's removal instead.
    const dialog = page.getByRole('dialog');
    await expect(page.getByText(want.pending).or(dialog)).toBeVisible();
    if (await dialog.isVisible()) await dialog.getByRole('button', { name: want.confirm }).click();
    await expect(page.getByText(want.pending)).toBeVisible();
    await expect(page.getByTestId('amount-due')).toHaveText(/^400\s€$/);
    await expect(page.getByRole('button', { name: want.refund })).toBeVisible();
    await check(page, 'pending-change', language);
  });
}
