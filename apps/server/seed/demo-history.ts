import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';

/** The days the demo's bookings are spread over, before the seeding date. */
const HISTORY_DAYS = 21;

/**
 * Member numbers whose bank transfer was chosen a set number of days ago: M-1002's 20 days ago
 * (overdue: a transfer is due within 15 days) and M-1004's 10 days ago (due this week).
 */
export const DEMO_TRANSFER_AGES: Record<string, number> = { 'M-1002': 20, 'M-1004': 10 };

/**
 * The demo's history (the organiser overview): the services stamp every booking and
 * payment with the database's clock, so a freshly seeded demo happened in one minute. This moves each
 * demo participation, with its registrations and payments, back by whole days, in seeding order over
 * the three weeks before `now`, so the overview's charts have a history and its transfers figures one
 * transfer overdue and one due this week. Only those timestamps move; every state stays as booked.
 * Holds, offers and pending changes run from the seeding date, untouched; issued documents keep
 * their dates (they never change).
 */
export async function ageDemoHistory(db: Database, congressId: number): Promise<void> {
  const ages = Object.entries(DEMO_TRANSFER_AGES).map(
    ([member, days]) => sql`when ${member} then ${days}::int`,
  );
  await db.execute(sql`
    with ordered as (
      select pa.id, p.member_number,
        row_number() over (order by pa.id) - 1 as i, count(*) over () as n
      from participations pa join participants p on p.id = pa.main_participant_id
      where pa.congress_id = ${congressId}
    ), shift as (
      select id, make_interval(days => coalesce(
        case member_number ${sql.join(ages, sql` `)} end,
        ${HISTORY_DAYS}::int - floor(i * ${HISTORY_DAYS}::numeric / n)::int)) as back
      from ordered
    ), moved_participations as (
      update participations pa set created_at = pa.created_at - s.back, updated_at = pa.updated_at - s.back
      from shift s where pa.id = s.id
    ), moved_registrations as (
      update registrations r set created_at = r.created_at - s.back, updated_at = r.updated_at - s.back
      from shift s where r.participation_id = s.id
    )
    update payments py set date = py.date - s.back, created_at = py.created_at - s.back,
      confirmed_at = py.confirmed_at - s.back
    from shift s where py.participation_id = s.id`);
}
