import type {
  ListSortKey,
  ListTab,
  TParticipationFilter,
} from '@congress/domain/contracts/participation-list';
import { TO_RECEIVE_STATUSES } from '@congress/domain/payment-status';
import type { RegistrationStatus, RoomOption, SecondParticipantType } from '@congress/domain/enums';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../../db/database.ts';
import {
  hotels,
  participantTypes,
  participants,
  participationListSummary,
  participationSearch,
  participations,
  payments,
  rates,
  registrations,
} from '../../../db/schema/index.ts';
import { checkedInCondition, firstCheckInOf } from './check-in-filter.repository.ts';
import { figureCondition } from './figure-filter.repository.ts';
import { groupCondition } from './group-filter.repository.ts';

/** The participation's main registration (position 1). */
const main = alias(registrations, 'main_registration');

/**
 * The list filters, counts and sorts on the stored summary: one narrow row per participation
 * that the database keeps in the transaction of every write, instead of joining five tables and every
 * payment of the congress for each request (bench/RESULTS.md). Only the page's 25 rows are joined.
 */
const summary = participationListSummary;

const mainActive = sql`${summary.registrationStatus} <> 'cancelled'`;

/** Something still to receive (decisions 41): unpaid, partly paid, awaiting transfer. */
const toReceive = inArray(summary.paymentStatus, [...TO_RECEIVE_STATUSES]);

/**
 * Decisions 20 with decisions 41's payment part: Wait payment = active with something still to
 * receive, ok = active with nothing to receive; the payment status is the summary's (the statement's).
 */
const TAB_CONDITIONS: Record<Exclude<ListTab, 'all'>, SQL> = {
  active: mainActive,
  pending: sql`(${mainActive} and ${toReceive})`,
  confirmed: sql`(${mainActive} and not ${toReceive})`,
  cancelled: sql`${summary.registrationStatus} = 'cancelled'`,
};

/**
 * An active participation of the same congress whose main participant is the named room-mate; member
 * numbers compared as capacity and the rooming lists compare them (case and spaces aside).
 */
const roomMateSql = (alsoNamesBack: boolean) => sql`exists (
  select 1 from participation_list_summary mate
  where mate.congress_id = ${summary.congressId}
    and mate.participation_id <> ${summary.participationId}
    and mate.registration_status <> 'cancelled'
    and upper(trim(mate.member_number)) = upper(trim(${summary.accompanyingMemberNumber}))
    ${alsoNamesBack ? sql`and upper(trim(mate.accompanying_member_number)) = upper(trim(${summary.memberNumber}))` : sql``}
)`;

/** Decisions 21: the sharing filter. */
const SHARING_CONDITIONS = {
  sharing: sql`${summary.sharesRoom}`,
  missing: sql`(${summary.sharesRoom} and not ${roomMateSql(false)})`,
  matching: sql`(${summary.sharesRoom} and ${roomMateSql(true)})`,
} as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** More words than this in the search box are ignored: each one is a condition on the index. */
const MAX_SEARCH_WORDS = 8;

/**
 * The search box (decisions 22): every word, accents and case ignored ("Joao" finds "João"),
 * anywhere in the participation's search document, which the database keeps from its people,
 * companions and room-mates, payment and bank references, hotel, rate, country and comments. The
 * word is normalised by the same SQL function as the document, under its trigram index.
 */
function searchCondition(search: string): SQL {
  const words = search.split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  const matches = words.map(
    (word) => sql`${participationSearch.document} like '%' || search_normalise(${escapeLike(word)}) || '%'`,
  );
  return sql`${summary.participationId} in (select ${participationSearch.participationId} from ${participationSearch} where ${and(...matches)})`;
}

/** Every condition of the filter except the status tab (the tab counts vary only that). */
function filterConditions(congressId: number, filter: TParticipationFilter, now: Date): SQL[] {
  const conditions: SQL[] = [eq(summary.congressId, congressId)];
  if (filter.sharing !== 'all') conditions.push(SHARING_CONDITIONS[filter.sharing]);
  if (filter.hotelId !== 'all') conditions.push(eq(summary.hotelId, filter.hotelId));
  if (filter.roomOption !== 'all') conditions.push(eq(summary.roomOption, filter.roomOption));
  if (filter.type !== 'all') {
    conditions.push(
      sql`${summary.participantTypeId} in (select ${participantTypes.id} from ${participantTypes} where ${participantTypes.congressId} = ${congressId} and ${participantTypes.slug} = ${filter.type})`,
    );
  }
  const search = filter.search?.trim();
  if (search) conditions.push(searchCondition(search));
  if (filter.figure) conditions.push(figureCondition(congressId, filter.figure, now) ?? sql`false`);
  if (filter.checkedIn) conditions.push(checkedInCondition(filter.checkedIn));
  if (filter.group) conditions.push(groupCondition(congressId, filter.group));
  return conditions;
}

function whereOf(congressId: number, filter: TParticipationFilter, now: Date): SQL | undefined {
  const conditions = filterConditions(congressId, filter, now);
  if (filter.status !== 'all') conditions.push(TAB_CONDITIONS[filter.status]);
  return and(...conditions);
}

/** All participations the filter selects, without paging: bulk e-mails and exports use it. */
export async function findParticipationIdsByFilter(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
  now = new Date(),
): Promise<number[]> {
  const rows = await db
    .select({ id: summary.participationId })
    .from(summary)
    .where(whereOf(congressId, filter, now))
    .orderBy(asc(summary.participationId));
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
  activeRegistrations: number;
  /** The extra nights booked, priced (decisions 46). */
  extraNights: { night: string; priceCents: number }[];
  /** The fee kept on a self-cancellation: a cancelled participation's price (decisions 48). */
  cancellationFeeCents: number;
  accompanyingFirstName: string | null;
  accompanyingLastName: string | null;
  accompanyingMemberNumber: string | null;
  checkedInAt: Date | null;
};

/** How many registrations of the participation are not cancelled: the page's prices (decisions 12). */
const activeCount = sql<number>`(select count(*)::int from ${registrations} r_active
  where r_active.participation_id = ${participations.id} and r_active.status_registration <> 'cancelled')`;

/** The summary's due sorts the list; the rows' own amounts come from the domain's `accountStatement`. */
const SORT_COLUMNS: Record<ListSortKey, SQL[]> = {
  name: [sql`${summary.lastNameKey}`, sql`${summary.firstNameKey}`],
  email: [
    sql`(select lower(${participants.email}) from ${participants} where ${participants.id} = ${participations.mainParticipantId})`,
  ],
  memberNumber: [sql`${summary.memberNumber}`],
  type: [
    sql`(select ${participantTypes.label} from ${participantTypes} where ${participantTypes.id} = ${summary.participantTypeId})`,
  ],
  hotel: [sql`(select ${hotels.name} from ${hotels} where ${hotels.id} = ${summary.hotelId})`],
  rate: [sql`(select ${rates.label} from ${rates} where ${rates.id} = ${participations.rateId})`],
  status: [sql`${summary.registrationStatus}`],
  payment: [sql`${summary.paymentStatus}`],
  amountDue: [sql`${summary.dueCents}`],
  id: [],
};

/** The sorts that read the participation itself (its person or rate), not only the summary. */
const SORTS_READING_PARTICIPATION: ListSortKey[] = ['email', 'rate'];

export type ListSort = { key: ListSortKey; descending: boolean };

/** Where a page lies in the order: from the start, or from the end (read backwards) past the middle. */
function pageWindow(page: number, pageSize: number, total: number) {
  const offset = (page - 1) * pageSize;
  if (offset <= total / 2) return { isBackwards: false, offset, limit: pageSize };
  const limit = Math.max(0, Math.min(pageSize, total - offset));
  return { isBackwards: true, offset: total - offset - limit, limit };
}

/**
 * The ids of one page under the filter, in the order of the sort. `total` is the tab count of the
 * filter's status: a page past the middle is read from the end in the reverse order, so the last
 * pages skip as few rows as the first ones (an offset walks every row it skips).
 */
async function findPageIds(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
  options: { page: number; pageSize: number; sort: ListSort; total: number; now: Date },
): Promise<number[]> {
  const { isBackwards, offset, limit } = pageWindow(options.page, options.pageSize, options.total);
  if (limit === 0) return [];
  const isDescending = options.sort.descending !== isBackwards;
  // Nulls stay last in the order shown, whichever way it is read.
  const nulls = isBackwards ? sql`nulls first` : sql`nulls last`;
  const order = [
    ...SORT_COLUMNS[options.sort.key].map((column) =>
      isDescending ? sql`${column} desc ${nulls}` : sql`${column} asc ${nulls}`,
    ),
    isDescending ? desc(summary.participationId) : asc(summary.participationId),
  ];
  const query = db.select({ id: summary.participationId }).from(summary).$dynamic();
  const joined = SORTS_READING_PARTICIPATION.includes(options.sort.key)
    ? query.innerJoin(participations, eq(participations.id, summary.participationId))
    : query;
  const rows = await joined
    .where(whereOf(congressId, filter, options.now))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  const ids = rows.map((row) => row.id);
  return isBackwards ? ids.reverse() : ids;
}

/** One page of rows: the ids from the summary, then the details of those rows only. */
export async function findParticipationListPage(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
  options: { page: number; pageSize: number; sort: ListSort; total: number; now: Date },
): Promise<ListRowRecord[]> {
  const ids = await findPageIds(db, congressId, filter, options);
  if (ids.length === 0) return [];
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
      activeRegistrations: activeCount.mapWith(Number),
      extraNights: participations.extraNights,
      cancellationFeeCents: participations.cancellationFeeCents,
      accompanyingFirstName: participations.accompanyingFirstName,
      accompanyingLastName: participations.accompanyingLastName,
      accompanyingMemberNumber: participations.accompanyingMemberNumber,
      checkedInAt: firstCheckInOf(participations.id).mapWith((value) => (value ? new Date(value) : null)),
    })
    .from(participations)
    .innerJoin(main, and(eq(main.participationId, participations.id), eq(main.position, 1)))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .innerJoin(rates, eq(rates.id, participations.rateId))
    .leftJoin(participantTypes, eq(participantTypes.id, participants.participantTypeId))
    .innerJoin(hotels, eq(hotels.id, main.hotelId))
    .where(inArray(participations.id, ids));
  const byId = new Map(details.map((row) => [row.participationId, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** How many participations each status tab holds under the other filters (decisions 20). */
export async function countParticipationTabs(
  db: Executor,
  congressId: number,
  filter: TParticipationFilter,
  now = new Date(),
): Promise<Record<ListTab, number>> {
  const count = (condition?: SQL) =>
    (condition ? sql<number>`count(*) filter (where ${condition})` : sql<number>`count(*)`).mapWith(Number);
  const [row] = await db
    .select({
      all: count(),
      active: count(TAB_CONDITIONS.active),
      pending: count(TAB_CONDITIONS.pending),
      confirmed: count(TAB_CONDITIONS.confirmed),
      cancelled: count(TAB_CONDITIONS.cancelled),
    })
    .from(summary)
    .where(and(...filterConditions(congressId, filter, now)));
  return row ?? { all: 0, active: 0, pending: 0, confirmed: 0, cancelled: 0 };
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
