import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type PdfFontRow = { name: string; type: string; embedded: boolean };

/** The fonts of a PDF as poppler's pdffonts lists them (name, type, embedded), read by its columns. */
export async function pdfFonts(pdf: Buffer): Promise<PdfFontRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'fonts-'));
  try {
    await writeFile(join(dir, 'document.pdf'), pdf);
    const { stdout } = await run('pdffonts', [join(dir, 'document.pdf')]);
    const [, dashes = '', ...rows] = stdout.trimEnd().split('\n');
    // The dashed line under the header gives each column's width.
    const columns: Array<[number, number]> = [];
    for (const match of dashes.matchAll(/-+/g)) columns.push([match.index, match.index + match[0].length]);
    const cell = (row: string, index: number) => {
      const [from, to] = columns[index] ?? [0, 0];
      return row.slice(from, to).trim();
    };
    return rows.map((row) => ({ name: cell(row, 0), type: cell(row, 1), embedded: cell(row, 3) === 'yes' }));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
