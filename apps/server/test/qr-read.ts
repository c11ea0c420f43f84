import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import zxing from '@zxing/library';

const run = promisify(execFile);

/** The first page of a PDF as a grey image (poppler's pdftoppm writes a binary PGM: "P5 w h 255"). */
async function firstPageGrey(
  pdf: Buffer,
  dpi: number,
): Promise<{ width: number; height: number; pixels: Uint8ClampedArray }> {
  const dir = await mkdtemp(join(tmpdir(), 'qr-'));
  try {
    await writeFile(join(dir, 'page.pdf'), pdf);
    await run('pdftoppm', [
      '-gray',
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'page.pdf'),
      join(dir, 'page'),
    ]);
    const pgm = await readFile(join(dir, 'page.pgm'));
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 40).toString('latin1'));
    if (!header?.[1] || !header[2]) throw new Error('not a binary PGM');
    const width = Number(header[1]);
    const height = Number(header[2]);
    return { width, height, pixels: new Uint8ClampedArray(pgm.subarray(header[0].length)) };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * Reads the QR code that fills a PDF's first page (nothing else on it), as ZXing reads it: the
 * door screen's decoder, told the image is the code alone (its finder-pattern search misses one
 * perfect synthetic code in thirty, which a camera's picture does not give it). At 72 dpi a point
 * is a pixel: a page of whole points per module gives whole pixels, as the pure mode wants.
 */
export async function readQrOfPdf(pdf: Buffer): Promise<string> {
  const { width, height, pixels } = await firstPageGrey(pdf, 72);
  const source = new zxing.RGBLuminanceSource(pixels, width, height);
  const hints = new Map([[zxing.DecodeHintType.PURE_BARCODE, true]]);
  return new zxing.QRCodeReader()
    .decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)), hints)
    .getText();
}
