import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { allRows } from '../../db/raw-rows.ts';

/**
 * The overview's charts, grouped by day in the congress's time zone. The cumulative
 * sums are made by the service; the last point of each equals the matching figure.
 */

const num = (value: unknown) => Number(value ?? 0);
const text = (value: unknown) => String(value ?? '');

/** Money collected by the day it was confirmed (the price invoiced per day comes with the figures). */
export async function readCollectedPerDay(db: Executor, congressId: number, timeZone: string) {
  const rows = await allRows(
    db,
    sql`select to_char(coalesce(p.confirmed_at, p.date) at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        sum(case when p.kind = 'charge' then p.amount_cents else -p.amount_cents end) as cents
      from payments p join participation_list_summary s on s.participation_id = p.participation_id
      where s.congress_id = ${congressId} and p.status = 'confirmed'
      group by 1 order by 1`,
  );
  return rows.map((row) => ({ day: text(row.day), collected: num(row.cents) }));
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
    // Stays are counted per hotel and dates first: a few dozen groups to lay over the nights
    // instead of every registration (45 -> 5 ms on 20,000 participations, PGlite).
    sql`with stays as (
      select r.hotel_id, r.arrival_date, r.departure_date, count(*) as people from registrations r
      where r.congress_id = ${congressId} and r.status_registration <> 'cancelled'
        and r.arrival_date is not null and r.departure_date > r.arrival_date
      group by r.hotel_id, r.arrival_date, r.departure_date
    ), span as (
      select least(min(arrival_date), ${congressDays.startsOn}::date) as first_night,
        greatest(max(departure_date), ${congressDays.endsOn}::date) as last_morning
      from stays
    ), nights as (
      select d::date as night from span,
        generate_series(span.first_night, least(span.last_morning - 1, span.first_night + ${sql.raw(String(MAX_NIGHTS - 1))}), interval '1 day') d
      where span.first_night is not null
    )
    select to_char(n.night, 'YYYY-MM-DD') as night, s.hotel_id, coalesce(sum(s.people), 0) as people
    from nights n left join stays s on s.arrival_date <= n.night and s.departure_date > n.night
    group by n.night, s.hotel_id order by n.night, s.hotel_id`,
  );
  return rows.map((row) => ({
    night: text(row.night),
    hotelId: row.hotel_id === null ? null : num(row.hotel_id),
    people: num(row.people),
  }));
}
