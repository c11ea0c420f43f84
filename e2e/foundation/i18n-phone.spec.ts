import type { Page } from '@playwright/test';
import { E2E_TMP } from '../support/paths.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

/** What sticks out of a 390 px phone: the page's width beyond the screen, and the elements that do it. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5)
      .filter((element) => element.closest('[aria-hidden="true"], [class*="hint"]') === null)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      )
      .slice(0, 5);
    return { extra: document.documentElement.scrollWidth - width, wide };
  });
}

const LANGUAGES = [
  { locale: 'fr-FR', signIn: 'Se connecter', title: 'Se connecter ou s’inscrire', welcome: /^Bienvenue / },
  {
    locale: 'pt-PT',
    signIn: 'Iniciar sessão',
    title: 'Iniciar sessão ou inscrever-se',
    welcome: /^Bem-vindo\(a\) /,
  },
] as const;

/** Participants whose dashboards show different cards: not registered, paid with a ticket, a change started, a refund. */
const PARTICIPANTS = ['user@demo.test', 'registered@demo.test', 'member7@demo.test', 'member8@demo.test'];

for (const language of LANGUAGES) {
  test.describe(`at 390 px in ${language.locale}`, () => {
    test.use({ locale: language.locale, viewport: { width: 390, height: 844 } });

    test('the sign-in page reads in its language and fits the phone', async ({ page }) => {
      await page.goto('/demo');
      await expect(page.getByRole('heading', { level: 1, name: language.title })).toBeVisible();
      await expect(page.getByRole('button', { name: language.signIn })).toBeVisible();
      await page.screenshot({ path: `${E2E_TMP}/i18n-${language.locale}-sign-in.png`, fullPage: true });
      expect(await overflowOf(page)).toEqual({ extra: 0, wide: [] });
    });

    for (const email of PARTICIPANTS) {
      test(`the dashboard of ${email} reads in its language and fits the phone`, async ({
        page,
        signInAs,
      }) => {
        await signInAs(page, email);
        await page.goto('/demo/dashboard/user/home');
        await expect(page.getByRole('heading', { level: 1, name: language.welcome })).toBeVisible();
        // Past the loader: the registration's card, or the invitation to register.
        await expect(
          page.locator('main').getByRole('button').or(page.locator('main').getByRole('link')).first(),
        ).toBeVisible();
        await page.screenshot({
          path: `${E2E_TMP}/i18n-${language.locale}-${email.split('@')[0]}.png`,
          fullPage: true,
        });
        expect(await overflowOf(page)).toEqual({ extra: 0, wide: [] });
      });
    }
  });
}
