import type { Page } from '@playwright/test';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
const SHOTS = '.tmp/e2e/shots';

/** The reader chose French on this device (the header's choice, kept in local storage). */
async function inFrench(page: Page) {
  await page.addInitScript(() => localStorage.setItem('congress.language', JSON.stringify('fr')));
}

/** Nothing wider than the window: a table may scroll in its own box, the page may not. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`the participation list and the overview read in French at ${width} px`, async ({
    page,
    signInAs,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await inFrench(page);
    await signInAs(page, 'admin@demo.test');

    await page.goto('/demo/dashboard/admin/overview');
    await expect(page.getByRole('heading', { level: 1, name: "Vue d'ensemble" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Virements bancaires' })).toBeVisible();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `${SHOTS}/overview-fr-${width}.png`, fullPage: true });

    await page.goto('/demo/dashboard/admin/participation-list');
    await expect(page.getByRole('heading', { level: 1, name: 'Liste des participations' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Participations' })).toBeVisible();
    await page.getByRole('button', { name: 'Afficher les filtres' }).click();
    await expect(page.getByLabel('Rechercher')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Sélectionner toutes les lignes de cette page' }).check();
    await expect(page.getByRole('region', { name: 'Participations sélectionnées' })).toBeVisible();
    await expectNoPageOverflow(page);
    await page.screenshot({ path: `${SHOTS}/participation-list-fr-${width}.png`, fullPage: true });
  });
}

test('Manage Registration reads in French on a phone', async ({ page, signInAs }) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await inFrench(page);
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/participation-list');
  await page
    .getByRole('button', { name: /^Actions pour / })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Modifier le membre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Gérer l'inscription" })).toBeVisible();
  await expect(page.getByRole('combobox', { name: "Statut de l'inscription" })).toHaveValue('Confirmée');
  await expect(page.getByRole('button', { name: 'ENREGISTRER' })).toBeVisible();
  await expectNoPageOverflow(page);
  await page.screenshot({ path: `${SHOTS}/manage-registration-fr-390.png`, fullPage: true });
});
