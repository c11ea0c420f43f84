import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import {
  acceptConsentAndNext,
  bookThroughApi,
  fillPerson,
  findRate,
  signInFromRedirect,
  waitForForm,
} from './flow.ts';

const { test } = useAppServer();

test('the last room taken by someone else while filling the form is "no longer available"', async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto('/demo/rate/member/registration');
  await signInFromRedirect(page, 'member@demo.test');
  // No rate chosen yet: the screen asks for one instead of showing the form.
  await expect(page.getByText('Please select a rate')).toBeVisible({ timeout: 15_000 });

  const lastRoom = await findRate(page.request, 'Single last room - Harbour Inn');
  await page.evaluate(
    (rate) => sessionStorage.setItem('congress.registration.demo', JSON.stringify(rate)),
    lastRoom,
  );
  await page.reload();
  await waitForForm(page);
  await fillPerson(page, 'main');

  const other = await browser.newContext({ baseURL });
  const answer = await bookThroughApi(other.request, 'member3@demo.test', lastRoom.id);
  expect([200, 201, 409]).toContain(answer.status());
  await other.close();

  await acceptConsentAndNext(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The rate you have chosen is no longer available.');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page);
});
