import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, invoices, participations, storedFiles } from '../../db/schema/index.ts';

export type CongressRow = typeof congresses.$inferSelect;
export type LatestDocument = { kind: 'invoice' | 'proforma'; fileId: string };

export async function findCongressById(executor: Executor, congressId: number): Promise<CongressRow | null> {
  const [row] = await executor.select().from(congresses).where(eq(congresses.id, congressId));
  return row ?? null;
}

/** The given participations of one congress (others are ignored), existing ids only, ascending. */
export async function existingParticipationIds(
  executor: Executor,
  congressId: number,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .select({ id: participations.id })
    .from(participations)
    .where(and(eq(participations.congressId, congressId), inArray(participations.id, ids)))
    .orderBy(asc(participations.id));
  return rows.map((row) => row.id);
}

/** Per participation, its latest stored invoice, or its latest proforma when no invoice was issued. */
export async function latestDocuments(
  executor: Executor,
  ids: number[],
): Promise<Map<number, LatestDocument>> {
  const result = new Map<number, LatestDocument>();
  if (ids.length === 0) return result;
  const rows = await executor
    .select({ participationId: invoices.participationId, kind: invoices.kind, fileId: invoices.fileId })
    .from(invoices)
    .where(
      and(
        inArray(invoices.participationId, ids),
        inArray(invoices.kind, ['invoice', 'proforma']),
        isNotNull(invoices.fileId),
      ),
    )
    .orderBy(desc(invoices.id));
  for (const row of rows) {
    if (!row.fileId || (row.kind !== 'invoice' && row.kind !== 'proforma')) continue;
    const current = result.get(row.participationId);
    if (!current || (current.kind === 'proforma' && row.kind === 'invoice'))
      result.set(row.participationId, { kind: row.kind, fileId: row.fileId });
  }
  return result;
}

export async function storedFileName(executor: Executor, fileId: string): Promise<string | null> {
  const [row] = await executor
    .select({ name: storedFiles.name })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.name ?? null;
}
