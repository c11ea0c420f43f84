import { and, asc, eq, inArray, ne, notInArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, participantTypes, participants, rates, storedFiles } from '../../db/schema/index.ts';

export type CongressRow = typeof congresses.$inferSelect;
export type CongressValues = Partial<Omit<typeof congresses.$inferInsert, 'id' | 'createdAt' | 'version'>>;
export type ParticipantTypeRow = typeof participantTypes.$inferSelect;

export async function findCongressById(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<CongressRow | null> {
  const query = db.select().from(congresses).where(eq(congresses.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function isSlugTaken(db: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  const where =
    exceptId === null
      ? eq(congresses.slug, slug)
      : and(eq(congresses.slug, slug), ne(congresses.id, exceptId));
  const [row] = await db.select({ id: congresses.id }).from(congresses).where(where);
  return row !== undefined;
}

export async function updateCongressRow(
  db: Executor,
  id: number,
  values: CongressValues,
): Promise<CongressRow> {
  const [row] = await db.update(congresses).set(values).where(eq(congresses.id, id)).returning();
  if (!row) throw new Error(`congress ${id} vanished during update`);
  return row;
}

/** The settings save: written only over the version it was read at, moving it (decisions 39); else null. */
export async function updateCongressSettingsRow(
  db: Executor,
  id: number,
  readVersion: number,
  values: CongressValues,
): Promise<CongressRow | null> {
  const [row] = await db
    .update(congresses)
    .set({ ...values, version: sql`${congresses.version} + 1` })
    .where(and(eq(congresses.id, id), eq(congresses.version, readVersion)))
    .returning();
  return row ?? null;
}

export async function insertCongressRow(
  db: Executor,
  values: CongressValues & { slug: string; label: string },
): Promise<CongressRow> {
  const [row] = await db.insert(congresses).values(values).returning();
  if (!row) throw new Error('congress not inserted');
  return row;
}

export async function listTypesOfCongress(db: Executor, congressId: number): Promise<ParticipantTypeRow[]> {
  return db
    .select()
    .from(participantTypes)
    .where(eq(participantTypes.congressId, congressId))
    .orderBy(asc(participantTypes.position), asc(participantTypes.id));
}

/** The ids among `ids` that some rate or participant still points at. */
export async function typeIdsInUse(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(
      and(
        inArray(participantTypes.id, ids),
        or(
          sql`exists (select 1 from ${rates} where ${rates.firstParticipantTypeId} = ${participantTypes.id})`,
          sql`exists (select 1 from ${participants} where ${participants.participantTypeId} = ${participantTypes.id})`,
        ),
      ),
    );
  return rows.map((r) => r.id);
}

export async function deleteTypesExcept(db: Executor, congressId: number, keepIds: number[]) {
  const where =
    keepIds.length === 0
      ? eq(participantTypes.congressId, congressId)
      : and(eq(participantTypes.congressId, congressId), notInArray(participantTypes.id, keepIds));
  await db.delete(participantTypes).where(where);
}

/** Slugs are unique per congress: park the kept rows on temporary slugs before renaming them. */
export async function parkTypeSlugs(db: Executor, congressId: number) {
  await db
    .update(participantTypes)
    .set({ slug: sql`'~' || ${participantTypes.id}::text` })
    .where(eq(participantTypes.congressId, congressId));
}

export async function updateType(
  db: Executor,
  congressId: number,
  id: number,
  values: { slug: string; label: string; isMember: boolean; position: number },
) {
  await db
    .update(participantTypes)
    .set(values)
    .where(and(eq(participantTypes.id, id), eq(participantTypes.congressId, congressId)));
}

export async function insertType(
  db: Executor,
  values: { congressId: number; slug: string; label: string; isMember: boolean; position: number },
) {
  await db.insert(participantTypes).values(values);
}

export async function findFileContentType(db: Executor, id: string | null): Promise<string | null> {
  if (!id) return null;
  const [row] = await db
    .select({ contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row?.contentType ?? null;
}
