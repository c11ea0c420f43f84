import { type SQL, sql } from 'drizzle-orm';
import { bookingGroups, participationListSummary, participations } from '../../../db/schema/index.ts';

/**
 * The places of one group booking (decisions 49), named by its reference as the payer and the bank
 * quote it; case and spaces aside. A reference of another congress selects nothing.
 */
export function groupCondition(congressId: number, reference: string): SQL {
  return sql`${participationListSummary.participationId} in (
    select ${participations.id} from ${participations}
    join ${bookingGroups} on ${bookingGroups.id} = ${participations.groupId}
    where ${bookingGroups.congressId} = ${congressId}
      and ${bookingGroups.reference} = ${reference.trim().toUpperCase()})`;
}
