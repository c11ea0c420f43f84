import type {
  ListSortKey,
  ListTab,
  RowPaymentStatus,
  TParticipationFilter,
} from '@congress/domain/contracts/participation-list';
import type { RegistrationStatus, RoomOption, SecondParticipantType } from '@congress/domain/enums';
import { and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database.ts';
import {
  hotels,
  participantTypes,
  participants,
  participationSearch,
  participations,
  payments,
  rates,
  registrations,
} from '../../../db/schema/index.ts';

/** The participation's main registration (position 1). */
const main = alias(registrations, 'main_registration');

/** Decisions 19: the status of the last charge that is not Denied; none -> pending. */
const LAST_CHARGE = 'last_charge';

/**
 * Each participation's last charge that is not Denied, for the congress's participations at once: one
 * pass over the payments joined to the rows, instead of a lookup per row (3-4 times faster on 20,000
 * rows, bench/RESULTS.md). Every query that filters, counts or sorts by the payment status joins it.
 */
function lastCharges(db: Executor, congressId: number) {
  return db
    .selectDistinctOn([payments.participationId], {
      participationId: payments.participationId,
      status: payments.status,
    })
    .from(payments)
    .where(
      and(
        eq(payments.kind, 'charge'),
        ne(payments.status, 'denied'),
        inArray(
          payments.participationId,
          db
            .select({ id: sql`congress_participation.id` })
            .from(sql`participations congress_participation`)
            .where(sql`congress_participation.congress_id = ${congressId}`),
        ),
      ),
    )
    .orderBy(payments.participationId, desc(payments.id))
    .as(LAST_CHARGE);
}

/** Joins the last charges when the filter or the order reads the payment status, else leaves the query be. */
function withLastCharges<T extends PgSelect>(
  query: T,
  db: Executor,
  congressId: number,
  isNeeded: boolean,
): T {
  if (!isNeeded) return query;
  const lastChargeOf = lastCharges(db, congressId);
  // The selection is explicit, so the join leaves the row type as it is.
  return query.leftJoin(lastChargeOf, eq(lastChargeOf.participationId, participations.id)) as unknown as T;
}

const readsPayment = (filter: TParticipationFilter) =>
  filter.status === 'pending' || filter.status === 'confirmed';

/** The row's payment status once `lastCharges` is joined. */
const paymentStatus = sql<RowPaymentStatus>`coalesce(${sql.identifier(LAST_CHARGE)}.status, 'pending')`;

/** The same for a handful of rows (the page's details), without the join. */
const paymentStatusOfRow = sql<RowPaymentStatus>`coalesce((
  select ${payments.status} from ${payments}
  where ${payments.participationId} = ${participations.id}
    and ${payments.kind} = 'charge' and ${payments.status} <> 'denied'
  order by ${payments.id} desc limit 1), 'pending')`;

const mainActive = sql`${main.statusRegistration} <> 'cancelled'`;

/** Decisions 20: the status tabs. */
const TAB_CONDITIONS: Record<Exclude<ListTab, 'all'>, SQL> = {
  active: mainActive,
  pending: sql`(${mainActive} and ${paymentStatus} = 'pending')`,
  confirmed: sql`${paymentStatus} = 'confirmed'`,
  cancelled: sql`${main.statusRegistration} = 'cancelled'`,
};

const sharesRoom = sql`(${rates.secondParticipantType} = 'member' and ${participations.accompanyingMemberNumber} is not null)`;

/** An active participation of the same congress whose main participant is the named room-mate. */
const roomMateSql = (alsoNamesBack: boolean) => sql`exists (
  select 1 from participations mate
  join participants mate_person on mate_person.id = mate.main_participant_id
  join registrations mate_main on mate_main.participation_id = mate.id and mate_main.position = 1
  where mate.congress_id = ${participations.congressId}
    and mate.id <> ${participations.id}
    and mate_main.status_registration <> 'cancelled'
    and mate_person.member_number = ${participations.accompanyingMemberNumber}
    ${alsoNamesBack ? sql`and mate.accompanying_member_number = ${participants.memberNumber}` : sql``}
)`;

/** Decisions 21: the sharing filter. */
const SHARING_CONDITIONS = {
  sharing: sharesRoom,
  missing: sql`(${sharesRoom} and not ${roomMateSql(false)})`,
  matching: sql`(${sharesRoom} and ${roomMateSql(true)})`,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** More words than this in the search box are ignored: each one is a condition on the index. */
const MAX_SEARCH_WORDS = 8;

/**
 * The search box (decision 22, issue 12): every word, accents and case ignored ("Joao" finds "João"),
 * anywhere in the participation's search document, which the database keeps from its people,
 * companions and room-mates, payment and bank references, hotel, rate, country and comments. The
 * word is normalised by the same SQL function as the document, under its trigram index.
 */
function searchCondition(search: string): SQL {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const matches = words.map(
    (word) => sql`${participationSearch.document} like '%' || search_normalise(${escapeLike(word)}) || '%'`,
  );
  return sql`${participations.id} in (select ${participationSearch.participationId} from ${participationSearch} where ${and(...matches)})`;
}

/** Every condition of the filter except the status tab (the tab counts vary only that). */
function filterConditions(congressId: number, filter: TParticipationFilter): SQL[] {
  const conditions: SQL[] = [eq(participations.congressId, congressId)];
  if (filter.sharing !== 'all') conditions.push(SHARING_CONDITIONS[filter.sharing]);
  if (filter.hotelId !== 'all') conditions.push(eq(main.hotelId, filter.hotelId));
  if (filter.roomOption !== 'all') conditions.push(eq(main.roomOption, filter.roomOption));
  if (filter.type !== 'all') conditions.push(eq(participantTypes.slug, filter.type));
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  return conditions;
}

function whereOf(congressId: number, filter: TParticipationFilter): SQL | undefined {
  const conditions = filterConditions(congressId, filter);
  if (filter.status !== 'all') conditions.push(TAB_CONDITIONS[filter.status]);
  return and(...conditions);
}

/** All participations the filter selects, without paging: bulk e-mails and exports use it. */
export async function findParticipationIdsByFilter(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
): Promise<number[]> {
  const query = db
    .select({ id: participations.id })
    .from(participations)
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .$dynamic();
  const rows = await withLastCharges(query, db, congressId, readsPayment(filter))
    .where(whereOf(congressId, filter))
    .orderBy(asc(participations.id));
  return rows.map((row) => row.id);
}

export type ListRowRecord = {
  participationId: number;
  mainRegistrationId: number;
  participantId: number;
  firstName: string;
  lastName: string;
  email: string | null;
  memberNumber: string | null;
  typeSlug: string | null;
  typeLabel: string | null;
  hotelId: number;
  hotelName: string;
  roomOption: RoomOption;
  rateId: number;
  rateLabel: string;
  firstParticipantPrice: string;
  secondParticipantPrice: string | null;
  secondParticipantType: SecondParticipantType | null;
  registrationStatus: RegistrationStatus;
  paymentStatus: RowPaymentStatus;
  activeRegistrations: number;
  accompanyingFirstName: string | null;
  accompanyingLastName: string | null;
  accompanyingMemberNumber: string | null;
  total: number;
};

/**
 * The account statement's due (decisions 31) in SQL, for sorting by amount due only: the rows' own
 * amounts come from the domain's `accountStatement`, and a test holds the two together.
 */
const activeCount = sql<number>`(select count(*)::int from ${registrations} r_active
  where r_active.participation_id = ${participations.id} and r_active.status_registration <> 'cancelled')`;

const paidCentsSql = sql`coalesce((select sum(case
    when pay.kind = 'charge' and (pay.status = 'confirmed' or (pay.status = 'pending' and pay.method = 'bank_transfer')) then pay.amount_cents
    when pay.kind = 'refund' and pay.status in ('confirmed', 'denied') then -pay.amount_cents
    else 0 end) from payments pay where pay.participation_id = ${participations.id}), 0)`;

const priceCentsSql = sql`(case when ${main.statusRegistration} = 'cancelled' then 0
    else round(${rates.firstParticipantPrice} * 100) + case
    when ${rates.secondParticipantType} = 'accompany' and ${activeCount} >= 2
    then coalesce(round(${rates.secondParticipantPrice} * 100), 0) else 0 end end)`;

const SORT_COLUMNS: Record<ListSortKey, SQL[]> = {
  name: [sql`lower(${participants.lastName})`, sql`lower(${participants.firstName})`],
  email: [sql`lower(${participants.email})`],
  memberNumber: [sql`${participants.memberNumber}`],
  type: [sql`${participantTypes.label}`],
  hotel: [sql`${hotels.name}`],
  rate: [sql`${rates.label}`],
  status: [sql`${main.statusRegistration}`],
  payment: [paymentStatus],
  amountDue: [sql`(${priceCentsSql} - ${paidCentsSql})`],
  id: [],
};

export type ListSort = { key: ListSortKey; descending: boolean };

/**
 * One page of rows and the total under the filter. The page's ids and the total come first, so the
 * per-row subqueries (payment status, active count) run for 25 rows, not for every match.
 */
export async function findParticipationListPage(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
  options: { page: number; pageSize: number; sort: ListSort },
): Promise<{ rows: ListRowRecord[]; total: number }> {
  const direction = options.sort.descending ? desc : asc;
  const order = [
    ...SORT_COLUMNS[options.sort.key].map((column) =>
      options.sort.descending ? sql`${column} desc nulls last` : sql`${column} asc nulls last`,
    ),
    direction(participations.id),
  ];
  const query = db
    .select({ id: participations.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(participations)
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .innerJoin(hotels, eq(hotels.id, main.hotelId))
    .$dynamic();
  const isPaymentRead = readsPayment(filter) || options.sort.key === 'payment';
  const page = await withLastCharges(query, db, congressId, isPaymentRead)
    .where(whereOf(congressId, filter))
    .orderBy(...order)
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  // Past the last page the service counts on its own.
  if (page.length === 0) return { rows: [], total: 0 };
  const ids = page.map((row) => row.id);
  const details = await db
    .select({
      participationId: participations.id,
      mainRegistrationId: main.id,
      participantId: participants.id,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: participants.email,
      memberNumber: participants.memberNumber,
      typeSlug: participantTypes.slug,
      typeLabel: participantTypes.label,
      hotelId: hotels.id,
      hotelName: hotels.name,
      roomOption: main.roomOption,
      rateId: rates.id,
      rateLabel: rates.label,
      firstParticipantPrice: rates.firstParticipantPrice,
      secondParticipantPrice: rates.secondParticipantPrice,
      secondParticipantType: rates.secondParticipantType,
      registrationStatus: main.statusRegistration,
      paymentStatus: paymentStatusOfRow,
      activeRegistrations: activeCount.mapWith(Number),
      accompanyingFirstName: participations.accompanyingFirstName,
      accompanyingLastName: participations.accompanyingLastName,
      accompanyingMemberNumber: participations.accompanyingMemberNumber,
    })
    .from(participations)
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .innerJoin(hotels, eq(hotels.id, main.hotelId))
    .where(inArray(participations.id, ids));
  const total = page[0]?.total ?? 0;
  const byId = new Map(details.map((row) => [row.participationId, { ...row, total }]));
  const rows = ids.flatMap((id) => byId.get(id) ?? []);
  return { rows, total };
}

/** How many participations each status tab holds under the other filters. */
export async function countParticipationTabs(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
): Promise<Record<ListTab, number>> {
  // Each row's payment status is looked up once, then every tab counts from it (decisions 20).
  const lastChargeOf = lastCharges(db, congressId);
  const rows = db
    .select({
      isActive: sql<boolean>`${mainActive}`.as('is_active'),
      payment: sql<RowPaymentStatus>`${paymentStatus}`.as('payment'),
    })
    .from(participations)
    .leftJoin(lastChargeOf, eq(lastChargeOf.participationId, participations.id))
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .where(and(...filterConditions(congressId, filter)))
    .as('listed');
  const count = (condition?: SQL) =>
    (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);
  const [row] = await db
    .select({
      all: count(),
      active: count(sql`${rows.isActive}`),
      pending: count(sql`${rows.isActive} and ${rows.payment} = 'pending'`),
      confirmed: count(sql`${rows.payment} = 'confirmed'`),
      cancelled: count(sql`not ${rows.isActive}`),
    })
    .from(rows);
  return row ?? { all: 0, active: 0, pending: 0, confirmed: 0, cancelled: 0 };
}

export async function countParticipations(db: Executor, congressId: number, filter: TParticipationFilter) {
  const query = db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(participations)
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .$dynamic();
  const [row] = await withLastCharges(query, db, congressId, readsPayment(filter)).where(
    whereOf(congressId, filter),
  );
  return row?.n ?? 0;
}

/** The payments of the page's participations, for their amounts due (decisions 13). */
export async function findPaymentsOf(db: Executor, participationIds: number[]) {
  if (participationIds.length === 0) return [];
  return db
    .select({
      participationId: payments.participationId,
      kind: payments.kind,
      method: payments.method,
      status: payments.status,
      amountCents: payments.amountCents,
    })
    .from(payments)
    .where(inArray(payments.participationId, participationIds));
}
