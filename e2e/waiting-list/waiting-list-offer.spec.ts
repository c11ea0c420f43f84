import { extractUrl } from '../../apps/server/test/smtp-capture.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import {
  acceptConsentAndNext,
  fillPerson,
  rateCard,
  signInFromRedirect,
  waitForForm,
} from '../registration/flow.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const SUITE = 'Speaker suite - Harbour Inn';
const SHOTS = '.tmp/e2e/shots';

/**
 * The demo's sold-out suite has a line (waiting1 offered, waiting2 and waiting3 waiting).
 * The admin moves waiting3 up with the keyboard and removes waiting1's offer; the freed place goes to
 * waiting3, whose e-mail link holds it; waiting3 books it while the suite stays full for the others.
 */
test('a waiting-list offer is taken through the e-mail link', async ({ page, browser, appUrl, signInAs }) => {
  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/manage-rates');
  await page.getByRole('button', { name: `Waiting list of ${SUITE}` }).click();
  const line = page.getByRole('table', { name: `Waiting list of ${SUITE}` });
  const people = line.locator('tbody tr td:nth-child(2) p:first-child');
  await expect(people).toHaveText(['waiting1@demo.test', 'waiting2@demo.test', 'waiting3@demo.test']);
  await expect(line.getByRole('row', { name: /waiting1@demo.test/ })).toContainText('Offered until');
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/waiting-list-admin-1280.png`, fullPage: true });

  // Keyboard: focus the up button of the last in line and press Enter.
  await line.getByRole('button', { name: 'Move waiting3@demo.test up' }).focus();
  await page.keyboard.press('Enter');
  await expect(people).toHaveText(['waiting1@demo.test', 'waiting3@demo.test', 'waiting2@demo.test']);
  await line.getByRole('button', { name: 'Remove waiting1@demo.test from the waiting list' }).click();
  await expect(people).toHaveText(['waiting3@demo.test', 'waiting2@demo.test']);
  await expect(line.getByRole('row', { name: /waiting3@demo.test/ })).toContainText('Offered until');

  const mail = await context.smtp.waitFor((m) => m.to.includes('waiting3@demo.test'), 30_000);
  expect(mail.subject).toBe(`A place is free for you: ${SUITE}`);
  const link = extractUrl(mail, /\/demo\/waiting-list\/offer\//);
  expect(link).not.toBeNull();

  // Someone else still finds the suite full, and may join its line.
  const other = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await other.goto('/demo/rate/guest-speakers');
  await expect(rateCard(other, SUITE)).toContainText('SOLD OUT');
  await expect(other.getByRole('link', { name: 'Sign in to join the waiting list' })).toBeVisible();
  await signInAs(other, 'user@demo.test');
  await other.reload();
  await other.getByRole('button', { name: `Join the waiting list for ${SUITE}` }).click();
  // waiting3 holds the offer; waiting2 is first of those still waiting.
  await expect(other.getByRole('status')).toContainText('You are number 2 in line for this rate.');
  await expectAccessible(other);
  await other.screenshot({ path: `${SHOTS}/waiting-list-joined-1280.png`, fullPage: true });
  await other.getByRole('button', { name: `Leave the waiting list for ${SUITE}` }).click();
  // Leaving asks first, names the place in line given up, and says it is done.
  const leaving = other.getByRole('dialog', { name: 'Leave the waiting list?' });
  await expect(leaving).toContainText('You lose your place in line (number 2).');
  await expectAccessible(other);
  await leaving.getByRole('button', { name: 'Leave the waiting list' }).click();
  await expect(other.getByText(`You left the waiting list for ${SUITE}.`)).toBeVisible();
  await expect(other.getByRole('button', { name: `Join the waiting list for ${SUITE}` })).toBeVisible();

  const offered = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await offered.setViewportSize({ width: 390, height: 844 });
  await offered.goto(link!);
  await signInFromRedirect(offered, 'waiting3@demo.test');
  await expect(offered.getByRole('heading', { name: 'A place is free for you' })).toBeVisible();
  await expect(offered.getByText(`A place on ${SUITE} is held for you until`)).toBeVisible();
  await expectAccessible(offered);
  await offered.screenshot({ path: `${SHOTS}/waiting-list-offer-390.png`, fullPage: true });
  await offered.getByRole('button', { name: 'Book this place' }).click();
  await expect(rateCard(offered, SUITE)).toContainText('Held for you');
  await expectAccessible(offered);
  await offered.screenshot({ path: `${SHOTS}/waiting-list-held-390.png`, fullPage: true });
  await rateCard(offered, SUITE).click();
  await waitForForm(offered);
  await fillPerson(offered, 'main', { firstName: 'Wanda', lastName: 'Ito' });
  await acceptConsentAndNext(offered);
  await expect(offered.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();

  // The link is spent: opening it again says so.
  await offered.goto(link!);
  await expect(offered.getByRole('alert')).toContainText('This place is no longer held for you');
  await page.reload();
  await page.getByRole('button', { name: `Waiting list of ${SUITE}` }).click();
  await expect(people).toHaveText(['waiting2@demo.test']);
});
