import { extractUrl } from '../../apps/server/test/smtp-capture.ts';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test, context } = useAppServer();
test.describe.configure({ timeout: 180_000 });

const TASTING = 'Private wine tasting';

/**
 * Activities: Claire Martin (confirmed) waits for the full wine tasting; the admin
 * offers her the place by hand, beyond the quota; her e-mail link takes it.
 */
test('a full activity: join its line, get a place offered by hand, take it through the link', async ({
  page,
  browser,
  appUrl,
  signInAs,
}) => {
  await signInAs(page, 'admin@demo.test');
  const headers = { origin: new URL(appUrl).origin };
  const list = await (await page.request.get(`${appUrl}/api/activity/congress/demo`)).json();
  const tasting = list.find((a: { label: string }) => a.label === TASTING);
  // The organisers give its last places away: the tasting is full.
  const full = await page.request.put(`${appUrl}/api/activity/${tasting.id}`, {
    headers,
    data: { ...tasting, quota: 0 },
  });
  expect(full.status()).toBe(200);

  const claire = await (await browser.newContext({ baseURL: appUrl })).newPage();
  await signInAs(claire, 'registered@demo.test');
  await claire.goto('/demo/dashboard/user/home');
  await claire.getByRole('link', { name: 'View Activities of Claire Martin' }).click();
  await claire.getByRole('button', { name: `Join the waiting list for ${TASTING} (Claire Martin)` }).click();
  await expect(claire.getByRole('status').filter({ hasText: 'Number 1 in line.' })).toBeVisible();
  await expectAccessible(claire);

  await page.goto('/demo/dashboard/admin/activities');
  await page.getByRole('button', { name: `Waiting list of ${TASTING}` }).click();
  const line = page.getByRole('table', { name: `Waiting list of ${TASTING}` });
  await expect(line).toContainText('For Claire Martin');
  await expectAccessible(page);
  await line.getByRole('button', { name: 'Offer a place beyond the quota' }).click();
  await expect(page.getByText('Place offered beyond the quota')).toBeVisible();

  const mail = await context.smtp.waitFor((m) => m.subject === `A place is free for you: ${TASTING}`, 30_000);
  expect(mail.to).toContain('registered@demo.test');
  const link = extractUrl(mail, /\/demo\/waiting-list\/offer\//);
  await claire.setViewportSize({ width: 390, height: 844 });
  await claire.goto(link!);
  await expect(
    claire.getByText(`A place on ${TASTING} for Claire Martin is held for you until`),
  ).toBeVisible();
  await expectAccessible(claire);
  await claire.getByRole('button', { name: 'Take this place' }).click();
  await expect(claire.getByRole('heading', { name: 'The place is yours' })).toBeVisible();
  await claire.getByRole('link', { name: 'View my activities' }).click();
  await expect(claire.getByRole('row', { name: new RegExp(TASTING) })).toContainText('Chosen');
});
