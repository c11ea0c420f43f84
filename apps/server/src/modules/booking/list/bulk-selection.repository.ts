import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participants, participations } from '../../../db/schema/index.ts';
import type { BulkTarget } from '../../../lib/bulk-run.ts';

/** The congress's participations among `ids`, with their main person's name. */
export async function findNamedParticipations(
  db: Executor,
  congressId: number,
  ids: readonly number[],
): Promise<BulkTarget[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      participationId: participations.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
    })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(and(eq(participations.congressId, congressId), inArray(participations.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.participationId, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ participationId: id, name: `${row.firstName} ${row.lastName}` }] : [];
  });
}
