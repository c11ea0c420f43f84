import { and, eq, exists, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';

export type PublicFile = { name: string; contentType: string; data: Buffer };

/** A stored file only when some congress shows it (logo or bank details); invoices never match. */
export async function findCongressImage(db: Executor, id: string): Promise<PublicFile | null> {
  const shownByCongress = db
    .select({ id: congresses.id })
    .from(congresses)
    .where(or(eq(congresses.logoFileId, storedFiles.id), eq(congresses.ribFileId, storedFiles.id)));
  const [row] = await db
    .select({ name: storedFiles.name, contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), exists(shownByCongress)));
  return row ?? null;
}

/** Stores an upload under the generated name given; returns its id (a new file, never an overwrite). */
export async function insertStoredFile(
  db: Executor,
  file: { name: string; contentType: string; data: Buffer },
): Promise<string> {
  const [row] = await db
    .insert(storedFiles)
    .values({ name: file.name, contentType: file.contentType, size: file.data.length, data: file.data })
    .returning({ id: storedFiles.id });
  if (!row) throw new Error('file not stored');
  return row.id;
}
