import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, fillPerson, rateCard, waitForForm } from './flow.ts';

const { test } = useAppServer();

/**
 * On a phone each step opens at its top with focus on its heading: the form opened at the rate
 * list's scroll position and the summary further down, with focus left on the body.
 */
test('at 390 px each registration step opens at its top, focus on its heading', async ({
  page,
  signInAs,
}) => {
  // Short enough that the rate list scrolls whatever the header's height (compact on phones).
  await page.setViewportSize({ width: 390, height: 480 });
  await signInAs(page, 'user@demo.test');
  await page.goto('/demo/rate/affiliate-partners');
  const card = rateCard(page, 'Partner single - Grand Hotel');
  await card.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await card.click();
  await waitForForm(page);
  await expect(page.getByRole('heading', { name: 'Registration form', level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAccessible(page);

  await fillPerson(page, 'main', { firstName: 'Rita', lastName: 'Lopes' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true, level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
