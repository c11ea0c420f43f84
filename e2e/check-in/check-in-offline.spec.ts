import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

const { test } = useAppServer();
const SHOTS = '.tmp/e2e/screens';

test('the door works without the network: a check-in waits on the device, syncs when back, and a second door shows as a conflict', async ({
  page,
  context,
  playwright,
  appUrl,
  signInAs,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'door@demo.test');
  const packLoaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/check-in/congress/demo/pack'),
  );
  await page.goto('/demo/check-in');
  expect((await packLoaded).status()).toBe(200);
  // The page installs as an app whose start page is this door, served offline by its worker.
  const manifest = await (await page.request.get('/demo/check-in/door.webmanifest')).json();
  expect(manifest).toMatchObject({ start_url: '/demo/check-in', display: 'standalone' });
  const scope = await page.evaluate(() => navigator.serviceWorker.ready.then((ready) => ready.scope));
  expect(scope).toBe(`${appUrl}/demo/check-in`);

  // A second door, online, on another device: it checks Kenji Tanaka in while the first is offline.
  const otherDoor = await playwright.request.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { origin: appUrl },
  });
  expect(
    (
      await otherDoor.post('/api/login_check', {
        data: { username: 'door@demo.test', password: 'Demo!2345' },
      })
    ).status(),
  ).toBe(200);
  const kenji = (await (await otherDoor.get('/api/check-in/congress/demo/search?q=Kenji Tanaka')).json())
    .items[0];

  await context.setOffline(true);
  await expect(page.getByText('Offline: check-ins are kept on this device')).toBeVisible();
  await expect(page.getByText(/\d+ people on this device, as of/)).toBeVisible();
  // The page opens again without the network, from the device.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Check-in', level: 1 })).toBeVisible();
  await expect(page.getByText(/\d+ people on this device, as of/)).toBeVisible();

  const people = page.getByRole('list', { name: 'People found' });
  await page.getByLabel('Search by name').fill('tanaka');
  await people.getByRole('button', { name: /Yuki Tanaka/ }).click();
  const yuki = page.getByRole('region', { name: 'Yuki Tanaka' });
  await expect(yuki.getByText('Grand Hotel')).toBeVisible();
  await yuki.getByRole('button', { name: 'Check in' }).click();
  await expect(yuki.getByRole('status')).toContainText('Yuki Tanaka is checked in on this device');
  await expect(page.getByText('1 check-in waiting to sync')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sync now' })).toBeDisabled();

  await people.getByRole('button', { name: /Kenji Tanaka/ }).click();
  await page.getByRole('region', { name: 'Kenji Tanaka' }).getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByText('2 check-ins waiting to sync')).toBeVisible();
  await expectAccessible(page, 'check-in offline, 1280 px');
  await page.screenshot({ path: `${SHOTS}/check-in-offline-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expectAccessible(page, 'check-in offline, 390 px');
  await page.screenshot({ path: `${SHOTS}/check-in-offline-390.png`, fullPage: true });

  const atOtherDoor = await otherDoor.post(
    `/api/check-in/congress/demo/registration/${kenji.registrationId}`,
  );
  expect((await atOtherDoor.json()).outcome).toBe('checked_in');

  await context.setOffline(false);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 15_000 });
  const yukiOnServer = (
    await (await otherDoor.get('/api/check-in/congress/demo/search?q=Yuki Tanaka')).json()
  ).items[0];
  expect(yukiOnServer.checkIn).toMatchObject({ by: 'door@demo.test' });
  const conflicts = page.getByRole('region', { name: 'Conflicts' });
  await expect(conflicts.getByText('Kenji Tanaka')).toBeVisible();
  await expect(conflicts.getByText(/^First: .* by door@demo\.test, online$/)).toBeVisible();
  await expect(conflicts.getByText(/^Then: .* by door@demo\.test, device [0-9a-f]{8}$/)).toBeVisible();
  await expectAccessible(page, 'check-in conflicts, 390 px');
  await page.screenshot({ path: `${SHOTS}/check-in-conflicts-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'check-in conflicts, 1280 px');
  await page.screenshot({ path: `${SHOTS}/check-in-conflicts-1280.png`, fullPage: true });
  await otherDoor.dispose();
});
