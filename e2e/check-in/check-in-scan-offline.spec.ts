import { expectAccessible } from '../support/a11y.ts';
import { decodes, fakeCamera, showToCamera } from '../support/fake-camera.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

/** A file of its own: the online scan spec may play its camera at the same time. */
const CAMERA = '/tmp/congress-e2e-check-in-offline-camera.y4m';
const SHOTS = '.tmp/e2e/screens';

const { test } = useAppServer();
test.use(fakeCamera(CAMERA));

/** The token with one character of its MAC changed, as a forger would (one ZXing reads). */
function forged(token: string): string {
  for (let at = token.length - 2; at > token.indexOf('.'); at--) {
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    if (decodes(changed)) return changed;
  }
  throw new Error('no forged token that ZXing reads');
}

test('without the network a scanned ticket checks its person in from the pack, a forged one is refused, and the scan syncs', async ({
  page,
  context,
  playwright,
  appUrl,
  signInAs,
}) => {
  // A ticket of member6 (Kenji Tanaka and his companion Yuki), as his dashboard shows it.
  const member = await playwright.request.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { origin: appUrl },
  });
  const login = await member.post('/api/login_member_check', {
    data: { username: 'member6@demo.test', password: 'Demo!2345' },
  });
  expect(login.status()).toBe(200);
  const mine = await (await member.get('/api/participation/mine/congress/demo')).json();
  const tickets = (await (await member.get(`/api/ticket/participation/${mine.id}`)).json()).items as {
    token: string;
    firstName: string;
    lastName: string;
  }[];
  await member.dispose();
  const ticket = tickets.find((t) => decodes(t.token));
  if (!ticket) throw new Error('no ticket of member6 that ZXing reads');
  const name = `${ticket.firstName} ${ticket.lastName}`;

  // The door as staff open it: online, the pack loads; then the network goes, before any scan.
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, 'door@demo.test');
  const packLoaded = page.waitForResponse((response) =>
    response.url().endsWith('/api/check-in/congress/demo/pack'),
  );
  await page.goto('/demo/check-in');
  expect((await packLoaded).status()).toBe(200);
  // The door's worker keeps the camera's decoder (a build file loaded for a scan) before any scan.
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const cache = await caches.open('congress-door-shell-v1');
        const kept = await Promise.all((await cache.keys()).map((request) => cache.match(request)));
        const texts = await Promise.all(kept.map((response) => response?.text() ?? ''));
        return texts.some((text) => text.includes('listVideoInputDevices'));
      }),
    )
    .toBe(true);
  await context.setOffline(true);
  await expect(page.getByText('Offline: check-ins are kept on this device')).toBeVisible();

  await showToCamera(CAMERA, ticket.token);
  await page.getByRole('button', { name: 'Scan a ticket' }).click();
  const card = page.getByRole('region', { name });
  await expect(card.getByRole('status')).toContainText(
    `${name} is checked in on this device (to be synced).`,
    {
      timeout: 20_000,
    },
  );
  await expect(page.getByText('1 check-in waiting to sync')).toBeVisible();
  await expectAccessible(page, 'check-in after an offline scan, 390 px');
  await page.screenshot({ path: `${SHOTS}/check-in-scan-offline-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Stop the camera' }).click();

  // The same ticket with one character changed: its hash is no one's in the pack.
  await showToCamera(CAMERA, forged(ticket.token));
  await page.getByRole('button', { name: 'Scan a ticket' }).click();
  await expect(page.getByRole('alert')).toContainText('This ticket is not valid for this congress.', {
    timeout: 20_000,
  });
  await expect(page.getByText('1 check-in waiting to sync')).toBeVisible();
  // Only the refusal shows: the card of the person scanned before is gone.
  await expect(card).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/check-in-scan-offline-forged-390.png`, fullPage: true });
  await page.getByRole('button', { name: 'Stop the camera' }).click();

  await context.setOffline(false);
  await expect(page.getByText(/waiting to sync/)).toHaveCount(0, { timeout: 15_000 });
  const door = await playwright.request.newContext({
    baseURL: appUrl,
    extraHTTPHeaders: { origin: appUrl },
  });
  expect(
    (
      await door.post('/api/login_check', { data: { username: 'door@demo.test', password: 'Demo!2345' } })
    ).status(),
  ).toBe(200);
  const onServer = (await (await door.get(`/api/check-in/congress/demo/search?q=${name}`)).json()).items;
  expect(onServer).toHaveLength(1);
  expect(onServer[0].checkIn).toMatchObject({ by: 'door@demo.test' });
  await door.dispose();
});
