import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, fillPerson, payByCard, rateCard, waitForForm } from '../registration/flow.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const SUITE = 'Speaker suite - Harbour Inn';
const SHOTS = '.tmp/e2e/shots';

/**
 * The demo's seeded offer to waiting1, where waiting1 looks: its e-mail arrives (the seed queues it as
 * the live sweep does), the dashboard shows it with the hold end; waiting1 sends the e-mail again,
 * then books the place from the dashboard through payment. waiting2, next in line, is not offered it.
 */
test('waiting1 books the offered place from the dashboard; waiting2 stays in line', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  const seeded = await context.smtp.waitFor((m) => m.to.includes('waiting1@demo.test'), 30_000);
  expect(seeded.subject).toBe(`A place is free for you: ${SUITE}`);

  // A phone first: the offer reads whole at 390 px.
  const phone = await (
    await browser.newContext({ baseURL: appUrl, viewport: { width: 390, height: 844 } })
  ).newPage();
  await signInAs(phone, 'waiting1@demo.test');
  await phone.goto('/demo/dashboard/user/home');
  const onPhone = phone.getByRole('region', { name: `A place is free for you: ${SUITE}` });
  await expect(onPhone).toContainText('A place is held for you until');
  await expect(onPhone.getByRole('button', { name: `Book this place: ${SUITE}` })).toBeVisible();
  await expectAccessible(phone);
  await phone.screenshot({ path: `${SHOTS}/waiting-offer-dashboard-390.png`, fullPage: true });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'waiting1@demo.test');
  await page.goto('/demo/dashboard/user/home');
  const offer = page.getByRole('region', { name: `A place is free for you: ${SUITE}` });
  await expect(offer).toContainText('A place is held for you until');
  await offer.getByRole('button', { name: `Send the e-mail again: ${SUITE}` }).click();
  await expect(offer.getByText(/^Sent\. Use the link of this new e-mail/)).toBeVisible();
  await context.smtp.waitFor((m) => m.to.includes('waiting1@demo.test') && m !== seeded, 30_000);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/waiting-offer-dashboard-1280.png`, fullPage: true });

  await offer.getByRole('button', { name: `Book this place: ${SUITE}` }).click();
  await expect(page).toHaveURL(/\/demo\/rate\/guest-speakers$/);
  await expect(rateCard(page, SUITE)).toContainText('Held for you');
  await expect(page.getByText('use the link in your e-mail')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/waiting-offer-card-1280.png`, fullPage: true });
  await page.getByRole('button', { name: `Book this place: ${SUITE}` }).click();
  await waitForForm(page);
  await fillPerson(page, 'main', { firstName: 'Wendy', lastName: 'Walker' });
  await acceptConsentAndNext(page);
  await expect(page.getByRole('heading', { name: 'Summary', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'PAYE' }).click();
  await expect(page).toHaveURL(/\/registration\/payment$/);
  await payByCard(page, '4242 4242 4242 4242');
  await expect(page.getByText('Payment succeeded!')).toBeVisible();

  // waiting2, next in line, is not offered the place waiting1 took.
  const second = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await signInAs(second, 'waiting2@demo.test');
  await second.goto('/demo/dashboard/user/home');
  await expect(second.getByText(`You are number 1 on the waiting list for ${SUITE}.`)).toBeVisible();
  await expect(second.getByRole('region', { name: /A place is free for you/ })).toHaveCount(0);
  await expectAccessible(second);
  await second.goto('/demo/rate/guest-speakers');
  await expect(rateCard(second, SUITE)).toContainText('SOLD OUT');
  await expect(second.getByRole('status')).toContainText('You are number 1 in line for this rate.');
  expect(context.smtp.messages.filter((m) => m.to.includes('waiting2@demo.test'))).toHaveLength(0);
});
