import { expectAccessible } from '../support/a11y.ts';
import { decodes, fakeCamera, showToCamera } from '../support/fake-camera.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

/** Chromium's fake camera plays this file (written by the test before the camera is switched on). */
const CAMERA = '/tmp/congress-e2e-check-in-camera.y4m';

const { test } = useAppServer();
test.use(fakeCamera(CAMERA));

test('door staff scan a ticket with the camera: the person is checked in at once', async ({
  page,
  playwright,
  appUrl,
}) => {
  // The tickets of member6 (Kenji Tanaka and his companion Yuki), as his dashboard shows them.
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
  const ticket = tickets.find((t) => decodes(t.token));
  if (!ticket) throw new Error('no ticket of member6 that ZXing reads');
  await showToCamera(CAMERA, ticket.token);

  await page.setViewportSize({ width: 390, height: 844 });
  await member.dispose();
  const door = await page.request.post(`${appUrl}/api/login_check`, {
    data: { username: 'door@demo.test', password: 'Demo!2345' },
    headers: { origin: appUrl },
  });
  expect(door.status()).toBe(200);
  await page.goto('/demo/check-in');
  await page.getByRole('button', { name: 'Scan a ticket' }).click();
  const name = `${ticket.firstName} ${ticket.lastName}`;
  const card = page.getByRole('region', { name });
  await expect(card.getByRole('status')).toContainText(`${name} is checked in.`, { timeout: 20_000 });
  await expectAccessible(page, 'check-in after a scan, 390 px');
  // The camera keeps seeing the same ticket: past the scanner's 5 s the door still shows its success.
  await page.waitForTimeout(7_000);
  await expect(card.getByRole('status')).toContainText(`${name} is checked in.`);
  await expect(page.getByText(/Already checked in/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Stop the camera' }).click();
});
