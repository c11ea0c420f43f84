import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { congresses, hotels, participantTypes, rates, sections } from '../../../db/schema/index.ts';

export type RateValues = Omit<typeof rates.$inferInsert, 'id' | 'createdAt' | 'version'>;

export async function congressExists(db: Executor, congressId: number): Promise<boolean> {
  const [row] = await db.select({ id: congresses.id }).from(congresses).where(eq(congresses.id, congressId));
  return row !== undefined;
}

/** Which of the rate's references exist and belong to its congress (sections are deployment-wide). */
export async function checkRateReferences(
  db: Executor,
  values: { congressId: number; hotelId: number; firstParticipantTypeId: number; sectionId: number | null },
): Promise<{ hotel: boolean; type: boolean; section: boolean }> {
  const [hotel] = await db
    .select({ id: hotels.id })
    .from(hotels)
    .where(and(eq(hotels.id, values.hotelId), eq(hotels.congressId, values.congressId)));
  const [type] = await db
    .select({ id: participantTypes.id })
    .from(participantTypes)
    .where(
      and(
        eq(participantTypes.id, values.firstParticipantTypeId),
        eq(participantTypes.congressId, values.congressId),
      ),
    );
  const section =
    values.sectionId === null
      ? true
      : (await db.select({ id: sections.id }).from(sections).where(eq(sections.id, values.sectionId)))
          .length > 0;
  return { hotel: hotel !== undefined, type: type !== undefined, section };
}

export async function insertRate(db: Executor, values: RateValues): Promise<number> {
  const [row] = await db.insert(rates).values(values).returning({ id: rates.id });
  if (!row) throw new Error('rate not inserted');
  return row.id;
}

/**
 * Every write moves the version; given the version the caller read, the rate is written only if it is
 * still that one (decisions 39). Answers the rows written (0 or 1).
 */
export async function updateRate(
  db: Executor,
  rateId: number,
  values: Partial<RateValues>,
  readVersion?: number,
): Promise<number> {
  const where =
    readVersion === undefined
      ? eq(rates.id, rateId)
      : and(eq(rates.id, rateId), eq(rates.version, readVersion));
  const rows = await db
    .update(rates)
    .set({ ...values, version: sql`${rates.version} + 1` })
    .where(where)
    .returning({ id: rates.id });
  return rows.length;
}
