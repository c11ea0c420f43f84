import { readFileSync } from 'node:fs';
import type { Transaction } from '../src/db/database.ts';
import { storedFiles } from '../src/db/schema/index.ts';

export type DemoAssets = { logoFileId: string };

async function storePng(tx: Transaction, file: string, name: string): Promise<string> {
  const data = readFileSync(new URL(`./assets/${file}`, import.meta.url));
  const [row] = await tx
    .insert(storedFiles)
    .values({ name, contentType: 'image/png', size: data.length, data })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error(`demo asset ${file} was not stored`);
  return row.id;
}

/**
 * The logo is a committed PNG, stored as a file like an uploaded one. The demo has no bank-details
 * image: its bank details are text in the congress settings, printed everywhere.
 */
export async function insertDemoAssets(tx: Transaction): Promise<DemoAssets> {
  return {
    logoFileId: await storePng(tx, 'logo.png', 'demo-congress-logo.png'),
  };
}
