import { TO_RECEIVE_STATUSES } from '@congress/domain/payment-status';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { allRows } from '../../db/raw-rows.ts';
import { activities, hotels, rates } from '../../db/schema/index.ts';

/**
 * The organiser overview's aggregates, each one SQL statement over the congress. The
 * participation list selects the rows behind every figure with the same conditions
 * (`booking/list/figure-filter.repository.ts`); the overview's tests hold each figure to that list's count.
 */

const num = (value: unknown) => Number(value ?? 0);

/** One row of a raw statement. */
async function firstRow(db: Executor, query: SQL): Promise<Record<string, unknown>> {
  return (await allRows(db, query))[0] ?? {};
}

/** The Wait payment tab's statuses (decisions 41), as an SQL list. */
const toReceive = sql`(${sql.join(
  TO_RECEIVE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`;

/**
 * Registrations by list tab (decisions 20, 41: "Waiting for payment" is the Wait payment tab) and the
 * account statement's parts summed per participation (decisions 31): price = due + paid + awaiting - refunded - refused, as the list's money filters read it.
 */
export async function readSummaryFigures(db: Executor, congressId: number, since: Date, timeZone: string) {
  // One pass over the participations gives the figures (the empty grouping set) and, per day of
  // booking in the congress's zone, the charts' active registrations and invoiced price: the
  // per-participation money is summed once, not once per chart (PGlite runs statements one at a time).
  const rows = await allRows(
    db,
    sql`
    with money as (
      select p.participation_id,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'confirmed'), 0) as paid,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'charge' and p.status = 'pending' and p.method = 'bank_transfer'), 0) as awaiting,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'refund' and p.status = 'confirmed'), 0) as refunded,
        coalesce(sum(p.amount_cents) filter (where p.kind = 'refund' and p.status = 'denied'), 0) as refused
      from payments p join participations pa on pa.id = p.participation_id
      where pa.congress_id = ${congressId}
      group by p.participation_id
    ), rows as (
      select s.registration_status, s.payment_status, s.due_cents, pa.created_at > ${since.toISOString()} as is_new,
        to_char(pa.created_at at time zone ${timeZone}, 'YYYY-MM-DD') as day,
        coalesce(m.paid, 0) as paid, coalesce(m.awaiting, 0) as awaiting, coalesce(m.refunded, 0) as refunded,
        coalesce(m.refused, 0) as refused
      from participation_list_summary s
      join participations pa on pa.id = s.participation_id
      left join money m on m.participation_id = s.participation_id
      where s.congress_id = ${congressId}
    ), figures as (
      select *, due_cents + paid + awaiting - refunded - refused as price, paid - refunded as collected,
        registration_status <> 'cancelled' as is_active,
        payment_status in ${toReceive} as is_waiting
      from rows
    )
    select grouping(day) = 1 as is_total, day,
      count(*) filter (where is_active) as active,
      count(*) filter (where is_active and is_new) as active_new,
      count(*) filter (where is_active and is_waiting) as pending,
      count(*) filter (where is_active and is_waiting and is_new) as pending_new,
      count(*) filter (where not is_active) as cancelled,
      count(*) filter (where not is_active and is_new) as cancelled_new,
      coalesce(sum(price) filter (where price > 0), 0) as invoiced,
      count(*) filter (where price > 0) as invoiced_n,
      coalesce(sum(collected), 0) as collected,
      count(*) filter (where collected <> 0) as collected_n,
      coalesce(sum(awaiting), 0) as awaiting,
      count(*) filter (where awaiting > 0) as awaiting_n,
      coalesce(sum(due_cents) filter (where due_cents > 0), 0) as due,
      count(*) filter (where due_cents > 0) as due_n,
      coalesce(sum(greatest(due_cents, 0) + awaiting), 0) as to_collect,
      count(*) filter (where due_cents > 0 or awaiting > 0) as to_collect_n,
      coalesce(sum(-due_cents) filter (where payment_status = 'refund_due' and due_cents < 0), 0) as owed,
      count(*) filter (where payment_status = 'refund_due') as owed_n
    from figures group by grouping sets ((), (day)) order by day`,
  );
  const row = rows.find((r) => r.is_total === true || r.is_total === 't') ?? {};
  const perDay = rows
    .filter((r) => !(r.is_total === true || r.is_total === 't'))
    .map((r) => ({ day: String(r.day), active: num(r.active), invoiced: num(r.invoiced) }));
  const figure = (cents: string, n: string) => ({ cents: num(row[cents]), participations: num(row[n]) });
  return {
    registrations: {
      active: { total: num(row.active), lastWeek: num(row.active_new) },
      pending: { total: num(row.pending), lastWeek: num(row.pending_new) },
      cancelled: { total: num(row.cancelled), lastWeek: num(row.cancelled_new) },
    },
    money: {
      invoiced: figure('invoiced', 'invoiced_n'),
      collected: figure('collected', 'collected_n'),
      awaiting: figure('awaiting', 'awaiting_n'),
      due: figure('due', 'due_n'),
      'to-collect': figure('to_collect', 'to_collect_n'),
      owed: figure('owed', 'owed_n'),
    },
    perDay,
  };
}

/** Pending transfers chosen in [from, before): their sum and their participations (the desk's rule). */
export async function readTransferFigures(
  db: Executor,
  congressId: number,
  overdueBefore: Date,
  dueWeekBefore: Date,
) {
  const window = (condition: SQL) => sql`filter (where ${condition})`;
  const overdue = sql`p.date < ${overdueBefore.toISOString()}`;
  const dueWeek = sql`p.date >= ${overdueBefore.toISOString()} and p.date < ${dueWeekBefore.toISOString()}`;
  const row = await firstRow(
    db,
    sql`
    select
      coalesce(sum(p.amount_cents) ${window(overdue)}, 0) as overdue,
      count(distinct p.participation_id) ${window(overdue)} as overdue_n,
      coalesce(sum(p.amount_cents) ${window(dueWeek)}, 0) as due_week,
      count(distinct p.participation_id) ${window(dueWeek)} as due_week_n
    from payments p join participations pa on pa.id = p.participation_id
    where pa.congress_id = ${congressId} and p.kind = 'charge' and p.status = 'pending' and p.method = 'bank_transfer'`,
  );
  return {
    'due-week': { cents: num(row.due_week), participations: num(row.due_week_n) },
    overdue: { cents: num(row.overdue), participations: num(row.overdue_n) },
  };
}

/** The congress's rates with their hotel and quota, by hotel name then rate label. */
export async function listRatesByHotel(db: Executor, congressId: number) {
  return db
    .select({
      rateId: rates.id,
      label: rates.label,
      quota: rates.quota,
      hotelId: hotels.id,
      hotelName: hotels.name,
    })
    .from(rates)
    .innerJoin(hotels, eq(hotels.id, rates.hotelId))
    .where(eq(rates.congressId, congressId))
    .orderBy(asc(hotels.name), asc(hotels.id), asc(rates.label), asc(rates.id));
}

/** Activities with a quota and their places taken: choices of registrations not cancelled (activities' count). */
export async function listActivityPlaces(db: Executor, congressId: number) {
  const taken = sql<number>`(select count(*) from activity_choices ac
    join registrations r on r.id = ac.registration_id
    where ac.activity_id = "activities"."id" and r.status_registration <> 'cancelled')`.mapWith(Number);
  // A companion's place and the main participant's are one row of the list: its link counts rows.
  const participations = sql<number>`(select count(distinct r.participation_id) from activity_choices ac
    join registrations r on r.id = ac.registration_id
    where ac.activity_id = "activities"."id" and r.status_registration <> 'cancelled')`.mapWith(Number);
  return db
    .select({
      activityId: activities.id,
      label: activities.label,
      startDate: activities.startDate,
      quota: activities.quota,
      taken,
      participations,
    })
    .from(activities)
    .where(and(eq(activities.congressId, congressId), sql`${activities.quota} is not null`))
    .orderBy(asc(activities.startDate), asc(activities.id));
}
