import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { checkIns, participationListSummary, registrations } from '../../../db/schema/index.ts';

/** Participations with at least one person checked in at the door, or none. */
export function checkedInCondition(value: 'yes' | 'no'): SQL {
  const anyCheckedIn = sql`exists (
    select 1 from ${checkIns} join ${registrations} on ${registrations.id} = ${checkIns.registrationId}
    where ${registrations.participationId} = ${participationListSummary.participationId})`;
  return value === 'yes' ? anyCheckedIn : sql`not ${anyCheckedIn}`;
}

/** The first check-in of the participation's people, for the list's column. */
export const firstCheckInOf = (participationId: AnyPgColumn) =>
  sql<Date | null>`(select min(${checkIns.checkedInAt}) from ${checkIns}
    join ${registrations} on ${registrations.id} = ${checkIns.registrationId}
    where ${registrations.participationId} = ${participationId})`;
