import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { congresses, hotels, participantTypes, rates, sections } from '../../../db/schema/index.ts';

export type RateRow = typeof rates.$inferSelect;
export type CongressRow = typeof congresses.$inferSelect;
export type RateParticipantType = { id: number; slug: string; label: string; isMember: boolean };

/** A rate with what its DTO shows: hotel, section restriction and first participant type. */
export type RateWithRelations = {
  rate: RateRow;
  hotel: { id: number; name: string };
  section: { id: number; name: string } | null;
  type: RateParticipantType;
};

const columns = {
  rate: rates,
  hotel: { id: hotels.id, name: hotels.name },
  section: { id: sections.id, name: sections.name },
  type: {
    id: participantTypes.id,
    slug: participantTypes.slug,
    label: participantTypes.label,
    isMember: participantTypes.isMember,
  },
};

function selectRates(executor: Executor, where: SQL | undefined) {
  return executor
    .select(columns)
    .from(rates)
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .leftJoin(sections, eq(sections.id, rates.sectionId))
    .where(where)
    .orderBy(asc(rates.id));
}

export async function listRatesOfCongress(
  executor: Executor,
  congressId: number,
): Promise<RateWithRelations[]> {
  return selectRates(executor, eq(rates.congressId, congressId));
}

/** One rate with its relations and its congress (time zone, hold time, open state). */
export async function findRateWithCongress(
  executor: Executor,
  rateId: number,
): Promise<(RateWithRelations & { congress: CongressRow }) | null> {
  // One round trip: every booking starts here.
  const [row] = await executor
    .select({ ...columns, congress: congresses })
    .from(rates)
    .innerJoin(congresses, eq(congresses.id, rates.congressId))
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .innerJoin(participantTypes, eq(participantTypes.id, rates.firstParticipantTypeId))
    .leftJoin(sections, eq(sections.id, rates.sectionId))
    .where(eq(rates.id, rateId));
  return row ?? null;
}

export async function rateExists(executor: Executor, rateId: number): Promise<boolean> {
  const [row] = await executor.select({ id: rates.id }).from(rates).where(eq(rates.id, rateId));
  return row !== undefined;
}

export async function findRateRow(executor: Executor, rateId: number): Promise<RateRow | null> {
  const [row] = await executor.select().from(rates).where(eq(rates.id, rateId));
  return row ?? null;
}
