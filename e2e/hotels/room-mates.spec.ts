import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
test.describe.configure({ timeout: 120_000 });

const SHOTS = '.tmp/e2e/shots';
const HOME = '/demo/dashboard/user/home';

test("an admin releases member5's unanswered room-mate request, and member5's dashboard stops awaiting", async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  // João Pereira (member5) named Rui Costa, who never registers (decisions 46); in his own browser.
  const joaoPage = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await signInAs(joaoPage, 'member5@demo.test');
  await joaoPage.goto(HOME);
  await expect(joaoPage.getByTestId('room-mate')).toContainText(
    'Rui Costa (member M-1099), not confirmed yet',
  );

  await signInAs(page, 'admin@demo.test');
  await page.goto('/demo/dashboard/admin/overview');
  await page.getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Room-mates' }).click();
  await expect(page.getByRole('heading', { name: 'Room-mates', level: 1 })).toBeVisible();
  // Haruto Sato and Camille Dubois name each other: one room.
  await expect(page.getByTestId('room-mates-summary')).toHaveText('1 room matched · 1 request waiting');
  const joao = page.getByTestId('room-mate-request').filter({ hasText: 'João Pereira' });
  await expect(joao).toContainText('Not registered');
  await expect(joao).toContainText('Rui Costa');
  await expect(joao).toContainText('Grand Hotel / Twin');
  await expect(joao.getByRole('link', { name: 'João Pereira' })).toHaveAttribute(
    'href',
    /manage-registration\?participation=\d+/,
  );
  await expectAccessible(page, 'room-mates 1280');
  await page.screenshot({ path: `${SHOTS}/room-mates-1280.png`, fullPage: true });

  await page.setViewportSize({ width: 390, height: 844 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, 'room-mates 390');
  await page.screenshot({ path: `${SHOTS}/room-mates-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  await joao.getByRole('button', { name: 'Release to single' }).click();
  const dialog = page.getByRole('dialog', { name: 'Release to single' });
  await expect(dialog).toContainText(
    'João Pereira will keep the room alone; the room-mate request is withdrawn.',
  );
  await expectAccessible(page, 'release to single dialog');
  await dialog.getByRole('button', { name: 'Release' }).click();
  await expect(page.getByText('João Pereira keeps the room alone.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No room-mate requests are waiting.')).toBeVisible();
  await expect(page.getByTestId('room-mates-summary')).toHaveText('1 room matched · 0 requests waiting');
  await page.screenshot({ path: `${SHOTS}/room-mates-empty.png`, fullPage: true });

  // João keeps his twin alone: no room-mate is awaited any more.
  await joaoPage.reload();
  await expect(joaoPage.getByTestId('registration-status')).toBeVisible();
  await expect(joaoPage.getByTestId('room-mate')).toHaveCount(0);
  await joaoPage.context().close();
});
