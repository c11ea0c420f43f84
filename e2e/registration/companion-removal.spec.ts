import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, fillPerson, rateCard, signInFromRedirect, waitForForm } from './flow.ts';

/** Its own server: member@demo.test starts with no registration here. */
const { test } = useAppServer();

test('removing the companion, or choosing a rate without one, asks for confirmation', async ({ page }) => {
  const removal =
    'Your current registration includes a companion. If you choose this rate, your accompanying person will be removed from your registration.';
  await page.goto('/demo/rate/member');
  await rateCard(page, 'Double with accompanying person - Grand Hotel').click();
  await signInFromRedirect(page, 'member@demo.test');
  await waitForForm(page);
  await fillPerson(page, 'main');
  await page.getByRole('button', { name: 'Add accompanying' }).click();
  await fillPerson(page, 'companion', { firstName: 'Ana', lastName: 'Lopes', email: 'ana@example.test' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'PREVIOUS' }).click();
  await waitForForm(page);
  await page.getByRole('button', { name: 'Remove accompanying' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(removal);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Remove accompanying' })).toBeVisible();

  await page.getByRole('link', { name: 'Previous' }).click();
  await rateCard(page, 'Single - Grand Hotel').click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  await expect(page.getByRole('dialog')).toContainText(removal);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Accompanying person' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Registration summary' })).toContainText(
    'Single - Grand Hotel',
  );
});
