import { and, asc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participationListSummary } from '../../db/schema/index.ts';

/**
 * Participations of a congress whose due is negative (the statement's SQL twin kept by the list
 * summary's triggers): the candidates owed money; the service keeps those whose statement has a credit.
 */
export async function listNegativeDueParticipationIds(executor: Executor, congressId: number) {
  const rows = await executor
    .select({ id: participationListSummary.participationId })
    .from(participationListSummary)
    .where(and(eq(participationListSummary.congressId, congressId), lt(participationListSummary.dueCents, 0)))
    .orderBy(
      asc(participationListSummary.lastNameKey),
      asc(participationListSummary.firstNameKey),
      asc(participationListSummary.participationId),
    )
    .limit(500);
  return rows.map((row) => row.id);
}
