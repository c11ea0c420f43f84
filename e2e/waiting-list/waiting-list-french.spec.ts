import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();

/** A French label twice the English length wraps in its button instead of overflowing a 38 px one. */
test('at 390 px in French the waiting list sign-in reads whole in its button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('congress.language', JSON.stringify('fr')));
  await page.goto('/demo/rate/guest-speakers');
  const signIn = page.getByRole('link', { name: 'Connectez-vous pour rejoindre la liste d’attente' });
  await expect(signIn).toBeVisible();
  const fits = await signIn.evaluate((button) => {
    const label = button.querySelector('.mantine-Button-label') as HTMLElement;
    const box = button.getBoundingClientRect();
    const text = label.getBoundingClientRect();
    return (
      label.scrollWidth <= label.clientWidth + 1 &&
      text.top >= box.top - 1 &&
      text.bottom <= box.bottom + 1 &&
      box.right <= window.innerWidth
    );
  });
  expect(fits).toBe(true);
  await expectAccessible(page);
});
