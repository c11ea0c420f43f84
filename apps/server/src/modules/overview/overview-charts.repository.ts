import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { allRows } from './overview.repository.ts';

/**
 * The overview's charts (issue 15 §1), grouped by day in the congress's time zone. The cumulative
 * sums are made by the service; the last point of each equals the matching figure.
 */

const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => String(value ?? '');

/** Active registrations by the day they were made. */
export async function readRegistrationsPerDay(db: Executor, congressId: number, timeZone: string) {
  const rows = await allRows(
    db,
    sql`select to_char(pa.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day, count(*) as n
      from participation_list_summary s join participations pa on pa.id = s.participation_id
      where s.congress_id = ${congressId} and s.registration_status <> 'cancelled'
      group by 1 order by 1`,
  );
  return rows.map((row) => ({ day: text(row.day), count: num(row.n) }));
}

/**
 * The price of the bookings in force by the day they were made (the statement's price, as the
 * overview's invoiced figure reads it), and money collected by the day it was confirmed.
 */
export async function readMoneyPerDay(db: Executor, congressId: number, timeZone: string) {
  const rows = await allRows(
    db,
    sql`with money as (
      select p.participation_id,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'confirmed'), 0)
        + coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'pending' and p.method = 'bank_transfer'), 0)
        - coalesce(sum(p.amount_cents) filter (where p.kind = 'refund' and p.status in ('confirmed', 'denied')), 0) as covered
      from payments p join participations pa on pa.id = p.participation_id
      where pa.congress_id = ${congressId} group by p.participation_id
    ), invoiced as (
      select to_char(pa.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        sum(s.due_cents + coalesce(m.covered, 0)) as cents
      from participation_list_summary s
      join participations pa on pa.id = s.participation_id
      left join money m on m.participation_id = s.participation_id
      where s.congress_id = ${congressId} and s.due_cents + coalesce(m.covered, 0) > 0
      group by 1
    ), collected as (
      select to_char(coalesce(p.confirmed_at, p.date) at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        sum(case when p.kind = 'charge' then p.amount_cents else -p.amount_cents end) as cents
      from payments p join participation_list_summary s on s.participation_id = p.participation_id
      where s.congress_id = ${congressId} and p.status = 'confirmed'
      group by 1
    )
    select coalesce(i.day, c.day) as day, coalesce(i.cents, 0) as invoiced, coalesce(c.cents, 0) as collected
    from invoiced i full join collected c on c.day = i.day order by 1`,
  );
  return rows.map((row) => ({
    day: text(row.day),
    invoiced: num(row.invoiced),
    collected: num(row.collected),
  }));
}

/** At most this many nights are charted (dates typed far apart would draw a year). */
const MAX_NIGHTS = 62;

/**
 * People staying each night in each hotel: registrations not cancelled whose arrival is on or before
 * the night and departure after it. The nights run from the first arrival (or the congress's start)
 * to the last departure (or its end).
 */
export async function readOccupancy(
  db: Executor,
  congressId: number,
  congressDays: { startsOn: string | null; endsOn: string | null },
) {
  const rows = await allRows(
    db,
    sql`with stays as (
      select r.hotel_id, r.arrival_date, r.departure_date from registrations r
      where r.congress_id = ${congressId} and r.status_registration <> 'cancelled'
        and r.arrival_date is not null and r.departure_date > r.arrival_date
    ), span as (
      select least(min(arrival_date), ${congressDays.startsOn}::date) as first_night,
        greatest(max(departure_date), ${congressDays.endsOn}::date) as last_morning
      from stays
    ), nights as (
      select d::date as night from span,
        generate_series(span.first_night, least(span.last_morning - 1, span.first_night + ${sql.raw(String(MAX_NIGHTS - 1))}), interval '1 day') d
      where span.first_night is not null
    )
    select to_char(n.night, 'YYYY-MM-DD') as night, s.hotel_id, count(s.hotel_id) as people
    from nights n left join stays s on s.arrival_date <= n.night and s.departure_date > n.night
    group by n.night, s.hotel_id order by n.night, s.hotel_id`,
  );
  return rows.map((row) => ({
    night: text(row.night),
    hotelId: row.hotel_id === null ? null : num(row.hotel_id),
    people: num(row.people),
  }));
}
