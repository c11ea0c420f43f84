import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, storedFiles } from '../../db/schema/index.ts';

export type CongressRow = typeof congresses.$inferSelect;
export type CongressSummaryRow = Pick<CongressRow, 'id' | 'slug' | 'label' | 'isOpen'>;

export async function findCongressBySlug(db: Executor, slug: string): Promise<CongressRow | null> {
  const [row] = await db.select().from(congresses).where(eq(congresses.slug, slug));
  return row ?? null;
}

/** The stored type of a file (checked by content at upload): the page shows an image, links a PDF. */
export async function findFileContentType(db: Executor, fileId: string): Promise<string | null> {
  const [row] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.contentType ?? null;
}

export async function listCongressSummaries(db: Executor): Promise<CongressSummaryRow[]> {
  return db
    .select({ id: congresses.id, slug: congresses.slug, label: congresses.label, isOpen: congresses.isOpen })
    .from(congresses)
    .orderBy(asc(congresses.label), asc(congresses.id));
}
