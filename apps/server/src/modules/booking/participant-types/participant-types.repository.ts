import { and, asc, eq, exists } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participantTypes, rates } from '../../../db/schema/index.ts';

export type ParticipantTypeRow = typeof participantTypes.$inferSelect;

export async function listParticipantTypes(db: Executor, congressId: number): Promise<ParticipantTypeRow[]> {
  return db
    .select()
    .from(participantTypes)
    .where(eq(participantTypes.congressId, congressId))
    .orderBy(asc(participantTypes.position), asc(participantTypes.id));
}

/** The types some rate of the congress is for (decisions 4). */
export async function listRatedParticipantTypes(
  db: Executor,
  congressId: number,
): Promise<ParticipantTypeRow[]> {
  const hasRate = db
    .select({ id: rates.id })
    .from(rates)
    .where(and(eq(rates.congressId, congressId), eq(rates.firstParticipantTypeId, participantTypes.id)));
  return db
    .select()
    .from(participantTypes)
    .where(and(eq(participantTypes.congressId, congressId), exists(hasRate)))
    .orderBy(asc(participantTypes.position), asc(participantTypes.id));
}
