import { expectAccessible } from '../support/a11y.ts';
import { expect, signIn, useAppServer } from '../support/fixtures.ts';
import { acceptConsentAndNext, chooseHotel, rateCard, waitForForm } from '../registration/flow.ts';

const { test, context } = useAppServer();
// Two people, two viewports and four accessibility checks on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const SHOTS = '.tmp/e2e/shots';
const HOME = '/demo/dashboard/user/home';

test('member3 leaves the room shared with member4, who is told by e-mail and sees it on her dashboard', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  // Haruto Sato (member3) and Camille Dubois (member4) name each other (decisions 46).
  await signInAs(page, 'member3@demo.test');
  await page.goto(HOME);
  await expect(page.getByTestId('room-mate')).toContainText('Camille Dubois, confirmed');
  await page.getByRole('button', { name: 'Modify' }).click();
  await waitForForm(page);
  await page.getByRole('link', { name: 'Previous' }).click();
  await chooseHotel(page, 'Harbour Inn');
  await rateCard(page, 'Single - Harbour Inn').click();
  await waitForForm(page);
  await acceptConsentAndNext(page);
  // A room-mate is not a companion: the dialog names her and says she will be told.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    'Your room is shared with Camille Dubois. If you confirm, Camille Dubois will no longer share your room and will be told by e-mail.',
  );
  await expect(dialog).not.toContainText('companion');
  await expectAccessible(page, 'room-mate removal 1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'room-mate removal 390');
  await page.screenshot({ path: `${SHOTS}/room-mate-removal-390.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  // Cheaper than the €600 paid: the change completes with REFUND.
  await page.getByRole('button', { name: 'REFUND' }).click();
  await expect(page.getByText('Your reservation changes have been successfully saved.')).toBeVisible();

  const mail = await context.smtp.waitFor(
    (m) => m.to.includes('member4@demo.test') && m.subject.includes('Haruto Sato no longer shares your room'),
    15_000,
  );
  expect(mail.text).toContain('Your registration stays as it is.');
  const link = `${appUrl}${HOME}`;
  expect(mail.text).toContain(`Your registration page: ${link}`);

  // Camille, signed out, follows the link: she signs in and lands on her dashboard.
  const camille = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await camille.goto(link);
  await expect(camille).toHaveURL(/\/login\?redirect=/);
  await signIn(camille, 'member4@demo.test');
  await expect(camille).toHaveURL(new RegExp(`${HOME}$`));
  const line = camille.getByTestId('room-mate');
  await expect(line).toContainText(
    'Haruto Sato (member M-1003) is registered but does not share a room with you',
  );
  await expect(line).not.toContainText('confirmed');
  await expectAccessible(camille, 'dashboard, room-mate left, 1280');
  await camille.screenshot({ path: `${SHOTS}/room-mate-left-1280.png`, fullPage: true });
  await camille.setViewportSize({ width: 390, height: 844 });
  const overflow = await camille.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(camille, 'dashboard, room-mate left, 390');
  await camille.screenshot({ path: `${SHOTS}/room-mate-left-390.png`, fullPage: true });
});
