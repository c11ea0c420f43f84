import { writeFile } from 'node:fs/promises';
import zxing from '@zxing/library';
import QRCode from 'qrcode';

const WIDTH = 320;
const HEIGHT = 240;

/** Launch options for Chromium's fake camera, which plays `file` (written before the camera is on). */
export const fakeCamera = (file: string) => ({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${file}`,
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

/** Whether ZXing, the screen's decoder, reads this token's frame (it misses about one perfect code in 30). */
export function decodes(token: string): boolean {
  const source = new zxing.RGBLuminanceSource(qrFrame(token), WIDTH, HEIGHT);
  try {
    return (
      new zxing.QRCodeReader().decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source))).getText() ===
      token
    );
  } catch {
    return false;
  }
}

/** Shows the token's QR to the fake camera: one YUV 4:2:0 frame, grey (no colour), looped by Chromium. */
export const showToCamera = (file: string, token: string) =>
  writeFile(
    file,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
      Buffer.from(qrFrame(token)),
      Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128),
    ]),
  );
