import { and, eq, exists, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';

export type PublicFile = { contentType: string; data: Buffer };

/** A stored file only when some congress shows it (logo or bank details); invoices never match. */
export async function findCongressImage(db: Executor, id: string): Promise<PublicFile | null> {
  const shownByCongress = db
    .select({ id: congresses.id })
    .from(congresses)
    .where(or(eq(congresses.logoFileId, storedFiles.id), eq(congresses.ribFileId, storedFiles.id)));
  const [row] = await db
    .select({ contentType: storedFiles.contentType, data: storedFiles.data })
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), exists(shownByCongress)));
  return row ?? null;
}
