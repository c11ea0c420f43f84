import { writeFile } from 'node:fs/promises';
import zxing from '@zxing/library';
import QRCode from 'qrcode';
import { expectAccessible } from '../support/a11y.ts';
import { expect, useAppServer } from '../support/fixtures.ts';

/** Chromium's fake camera plays this file (written by the test before the camera is switched on). */
const CAMERA = '/tmp/congress-e2e-check-in-camera.y4m';
const WIDTH = 320;
const HEIGHT = 240;

const { test } = useAppServer();
test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA}`,
    ],
  },
  permissions: ['camera'],
});

/** The token's QR code, black on white, 6 pixels a module: the grey levels of one camera frame. */
function qrFrame(token: string): Uint8ClampedArray {
  const { modules } = QRCode.create(token, { errorCorrectionLevel: 'M' });
  const scale = 6;
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const grey = new Uint8ClampedArray(WIDTH * HEIGHT).fill(235);
  for (let y = 0; y < modules.size * scale; y++)
    for (let x = 0; x < modules.size * scale; x++)
      if (modules.get(Math.floor(y / scale), Math.floor(x / scale))) grey[(top + y) * WIDTH + left + x] = 16;
  return grey;
}

/** Whether ZXing, the screen's decoder, finds this frame's code (it misses about one perfect code in 30). */
function decodes(grey: Uint8ClampedArray, token: string): boolean {
  const source = new zxing.RGBLuminanceSource(grey, WIDTH, HEIGHT);
  try {
    return (
      new zxing.QRCodeReader().decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source))).getText() ===
      token
    );
  } catch {
    return false;
  }
}

/** One YUV 4:2:0 frame, grey (no colour), looped by Chromium. */
const y4m = (grey: Uint8ClampedArray) =>
  Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
    Buffer.from(grey),
    Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128),
  ]);

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
  const ticket = tickets.find((t) => decodes(qrFrame(t.token), t.token));
  if (!ticket) throw new Error('no ticket of member6 that ZXing reads');
  await writeFile(CAMERA, y4m(qrFrame(ticket.token)));

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
