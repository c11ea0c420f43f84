import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { E2E_TMP } from '../support/paths.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 180_000 });
// The browser asks for French: the staff screens are in French.
test.use({ locale: 'fr-FR' });

test('a super admin writes the congress description in French, by keyboard, at 390 px; readers get their language', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'superadmin@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/dashboard/admin/congress-settings');
  await expect(page.getByRole('heading', { name: 'Paramètres du congrès', level: 1 })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Langues des textes du congrès' });
  await expect(tabs.getByRole('tab')).toHaveText(['English (par défaut)', 'Français', 'Português']);
  await tabs.getByRole('tab', { name: 'English (par défaut)' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: 'Français' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Tab');
  await expect(page.getByText('Laissé vide, un texte s’affiche dans la langue par défaut.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Description' }).fill('Un congrès international à Lisbonne.');
  await page
    .getByRole('group', { name: 'Textes pour les participants' })
    .screenshot({ path: `${E2E_TMP}/content-languages/settings-texts-fr-390.png` });

  const saved = page.waitForResponse((r) => r.url().includes('/settings') && r.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Enregistrer les paramètres' }).click();
  expect((await saved).status()).toBe(200);

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${E2E_TMP}/content-languages/settings-fr-390.png`, fullPage: true });

  const congress = async (language: string) =>
    (await page.request.get('/api/congress/slug/demo', { headers: { 'accept-language': language } })).json();
  expect((await congress('fr')).options.description).toBe('Un congrès international à Lisbonne.');
  expect((await congress('pt')).options.description).not.toBe('Un congrès international à Lisbonne.');
});

test('an admin gives a rate its Portuguese label from the French screen, at 390 px', async ({
  page,
  signInAs,
}) => {
  await signInAs(page, 'admin@demo.test');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/demo/dashboard/admin/manage-rates');
  await expect(page.getByRole('heading', { name: 'Gérer les tarifs', level: 1 })).toBeVisible();
  await page
    .getByRole('button', { name: /^Modifier / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Modifier le tarif' });
  const tabs = dialog.getByRole('tablist', { name: 'Langues des textes du tarif' });
  await tabs.getByRole('tab', { name: 'Português' }).click();
  await dialog.getByRole('textbox', { name: /^Intitulé/ }).fill('Quarto individual');
  await dialog.screenshot({ path: `${E2E_TMP}/content-languages/rate-modal-fr-390.png` });
  const saved = page.waitForResponse(
    (r) => /\/api\/rate\/\d+$/.test(r.url()) && r.request().method() === 'PUT',
  );
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const rate = await (await saved).json();
  expect(rate.translations.pt).toEqual({ label: 'Quarto individual' });

  const list = await (
    await page.request.get('/api/rate/congress/demo', { headers: { 'accept-language': 'pt-PT' } })
  ).json();
  expect(list.find((r: { id: number }) => r.id === rate.id).label).toBe('Quarto individual');
  await expectAccessible(page);
  await page.screenshot({ path: `${E2E_TMP}/content-languages/rates-fr-390.png`, fullPage: true });
});
