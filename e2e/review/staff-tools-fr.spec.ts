import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, type SignInAs, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';
import { quietNetwork } from '../support/quiet-network.ts';

/**
 * The staff tools in French (the longest words of our three languages) at 1280 and 390 px:
 * Send Emails and the e-mail log, the audit log, Manage Users and the door. Each shows its French
 * heading and never scrolls the page sideways; screenshots land in .tmp/e2e/shots/i18n.
 */
const { test } = useAppServer();
// Each step is checked and photographed at two widths: five minutes, as a loaded 2-core run has taken over three.
test.describe.configure({ timeout: 300_000 });
test.use({ locale: 'fr-FR' });

const SHOTS = `${E2E_TMP}/shots/i18n`;
mkdirSync(SHOTS, { recursive: true });
const ADMIN = '/demo/dashboard/admin';

async function openInFrench(signInAs: SignInAs, page: Page, path: string, email: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, email);
  // French from the browser's language (test.use above): the account has chosen none.
  await page.goto(path);
}

async function review(page: Page, name: string, check: () => Promise<void>) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await check();
    await quietNetwork(page);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${SHOTS}/fr-${name}-${width}.png`, fullPage: true });
  }
}

test('the e-mail log and a campaign in French', async ({ page, signInAs }) => {
  await openInFrench(signInAs, page, `${ADMIN}/email-log`, 'admin@demo.test');
  await review(page, 'email-log', async () => {
    await expect(page.getByRole('heading', { name: 'Journal des e-mails', level: 1 })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Campagnes' })).toBeVisible();
  });
  await page.getByRole('tab', { name: 'Tous les e-mails' }).click();
  await review(page, 'email-log-all', async () => {
    await expect(page.getByRole('textbox', { name: 'Rechercher' })).toBeVisible();
  });
});

test('Send Emails in French', async ({ page, signInAs }) => {
  await openInFrench(signInAs, page, `${ADMIN}/participation-list?status=pending`, 'admin@demo.test');
  await page.getByRole('button', { name: /^(Send Emails|Envoyer des e-mails)$/ }).click();
  const modal = page.getByRole('dialog', { name: 'Envoyer des e-mails' });
  await review(page, 'send-emails', async () => {
    await expect(modal.getByRole('button', { name: 'ENVOYER' })).toBeVisible();
    await expect(modal.getByText(/le recevr/)).toBeVisible({ timeout: 15_000 });
  });
  await modal.getByRole('combobox', { name: 'Modèle' }).click();
  await page.getByRole('option', { name: 'Rappel de paiement' }).click();
  await expect(modal.getByRole('textbox', { name: 'Objet' })).not.toHaveValue('');
  await modal.getByRole('button', { name: 'ENVOYER' }).click();
  await review(page, 'send-emails-preview', async () => {
    await expect(modal.getByRole('button', { name: "M'envoyer un test" })).toBeVisible();
    await expect(modal.getByText(/destinataires? sur/)).toBeVisible({ timeout: 15_000 });
  });
  await modal.getByRole('button', { name: /^Envoyer à / }).click();
  const confirm = page.getByRole('dialog', { name: /^Envoyer à .* personnes?\s?\?$/ });
  await review(page, 'send-emails-confirm', async () => {
    await expect(confirm.getByRole('button', { name: 'Envoyer', exact: true })).toBeVisible();
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await confirm.getByRole('button', { name: 'Envoyer', exact: true }).click();
  await review(page, 'send-emails-progress', async () => {
    await expect(
      modal.getByRole('heading', { name: /^(Envoi en cours|Bilan de la campagne)$/ }),
    ).toBeVisible();
  });
  await modal.getByRole('link', { name: 'Ouvrir cette campagne dans le journal des e-mails' }).click();
  await review(page, 'email-campaign', async () => {
    await expect(page.getByRole('heading', { name: "Campagne d'e-mails", level: 1 })).toBeVisible();
    await expect(page.getByText(/^\d+ destinataires?$/)).toBeVisible({ timeout: 15_000 });
  });
});

test('the audit log in French', async ({ page, signInAs }) => {
  await openInFrench(signInAs, page, `${ADMIN}/audit-log`, 'superadmin@demo.test');
  await review(page, 'audit-log', async () => {
    await expect(page.getByRole('heading', { name: "Journal d'audit", level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Effacer les filtres' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /entrées?$/ })).toBeVisible();
  });
  await page.getByRole('button', { name: 'Voir les modifications' }).first().click();
  await review(page, 'audit-log-diff', async () => {
    // A table of the changes from the sm breakpoint, each change stacked below it (a record created
    // or deleted lists its values).
    const changes = { name: /^Valeurs (avant et après|de l’enregistrement (créé|supprimé))$/ };
    await expect(page.getByRole('table', changes).or(page.getByRole('list', changes))).toBeVisible();
  });
});

test('Manage Users in French', async ({ page, signInAs }) => {
  await openInFrench(signInAs, page, `${ADMIN}/manage-users`, 'superadmin@demo.test');
  await review(page, 'manage-users', async () => {
    await expect(page.getByRole('heading', { name: 'Gérer les utilisateurs', level: 1 })).toBeVisible();
    await expect(page.getByText(/\d+ utilisateurs?$/)).toBeVisible();
  });
  await page.getByRole('button', { name: 'Créer un utilisateur' }).click();
  await review(page, 'user-form', async () => {
    await expect(
      page.getByRole('dialog', { name: 'Créer un utilisateur' }).getByRole('button', { name: 'Enregistrer' }),
    ).toBeVisible();
  });
});

test('the door in French', async ({ page, signInAs }) => {
  await openInFrench(signInAs, page, '/demo/check-in', 'door@demo.test');
  await page.getByLabel('Rechercher par nom').fill('Sato');
  await review(page, 'check-in', async () => {
    await expect(page.getByRole('heading', { name: 'Enregistrement', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Scanner un billet' })).toBeVisible();
    await expect(page.getByText(/personnes? trouvées?/)).toBeVisible();
  });
  await page
    .getByRole('list', { name: 'Personnes trouvées' })
    .getByRole('button', { name: /Haruto Sato/ })
    .click();
  await review(page, 'check-in-person', async () => {
    await expect(page.getByRole('region', { name: 'Haruto Sato' }).getByRole('status')).toBeVisible();
  });
});
