import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Reads a PDF back as text with poppler's pdftotext, the way a person would see it. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'document-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    const { stdout } = await run('pdftotext', ['-layout', join(dir, 'document.pdf'), '-']);
    return stdout;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
