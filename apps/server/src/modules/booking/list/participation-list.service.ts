import { groupsOfParticipations } from '../groups/groups.repository.ts';
import {
  LIST_SORT_KEYS,
  type ListSortKey,
  type TParticipationFilter,
  type TParticipationListPage,
  type TParticipationListRow,
} from '@congress/domain/contracts/participation-list';
import { accountStatement, type StatementPayment } from '@congress/domain/account-statement';
import { paymentStatusOf } from '@congress/domain/payment-status';
import { participationPriceCents } from '@congress/domain/pricing';
import type { Database } from '../../../db/database.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import {
  countParticipationTabs,
  findParticipationListPage,
  findPaymentsOf,
  type ListRowRecord,
  type ListSort,
} from './participation-list.repository.ts';

/** `name`, `-name`, ...: unknown keys fall back to the name order. */
export function parseListSort(sort: string | undefined): ListSort {
  const descending = sort?.startsWith('-') ?? false;
  const key = (descending ? sort?.slice(1) : sort) ?? 'name';
  return (LIST_SORT_KEYS as readonly string[]).includes(key)
    ? { key: key as ListSortKey, descending }
    : { key: 'name', descending: false };
}

function toRow(record: ListRowRecord, payments: StatementPayment[]): TParticipationListRow {
  // The statement's price (decisions 12, 31): a cancelled participation's is its cancellation fee (decisions 48).
  const isCancelled = record.registrationStatus === 'cancelled';
  const priceCents = isCancelled
    ? record.cancellationFeeCents
    : participationPriceCents(record, record.activeRegistrations, record.extraNights);
  const statement = accountStatement({ priceCents, payments });
  const hasSecond = record.accompanyingFirstName !== null || record.accompanyingLastName !== null;
  return {
    participationId: record.participationId,
    mainRegistrationId: record.mainRegistrationId,
    participantId: record.participantId,
    firstName: record.firstName,
    lastName: record.lastName,
    email: record.email,
    memberNumber: record.memberNumber,
    participantType:
      record.typeSlug !== null && record.typeLabel !== null
        ? { slug: record.typeSlug, label: record.typeLabel }
        : null,
    hotel: { id: record.hotelId, name: record.hotelName },
    roomOption: record.roomOption,
    rate: { id: record.rateId, label: record.rateLabel },
    registrationStatus: record.registrationStatus,
    // Decisions 41: the row's status and due from one statement, as the summary's SQL has them.
    paymentStatus: paymentStatusOf(statement, { isCancelled }),
    amountDueCents: statement.dueCents,
    checkedInAt: record.checkedInAt?.toISOString() ?? null,
    second:
      hasSecond && record.secondParticipantType
        ? {
            kind: record.secondParticipantType === 'member' ? 'sharing' : 'companion',
            firstName: record.accompanyingFirstName,
            lastName: record.accompanyingLastName,
            memberNumber: record.accompanyingMemberNumber,
          }
        : null,
  };
}

export type ListPageOptions = { page: number; pageSize: number; sort?: string | undefined };

/** The back office's participation list (spec 2.2, decisions 19-22): staff of the congress read it. */
export function createParticipationListService({
  db,
  clock = () => new Date(),
  congresses,
}: { db: Database; clock?: () => Date } & Pick<BookingModules, 'congresses'>) {
  return {
    /**
     * A page of the list. Like every collection of people it carries no passport, medical, billing
     * or comment field, for any role (decisions 40): those come only from the single-participation reads.
     */
    async page(
      session: SessionSubject,
      slug: string,
      filter: TParticipationFilter,
      options: ListPageOptions,
    ): Promise<TParticipationListPage> {
      const congress = await congresses.requireBySlug(slug);
      assertStaffCongress(session, congress.id);
      const sort = parseListSort(options.sort);
      // The counts first: the page reads late pages from the end, which needs the total.
      const now = clock();
      const tabCounts = await countParticipationTabs(db, congress.id, filter, now);
      const rows = await findParticipationListPage(db, congress.id, filter, {
        ...options,
        now,
        sort,
        total: tabCounts[filter.status],
      });
      const payments = await findPaymentsOf(
        db,
        rows.map((row) => row.participationId),
      );
      const groups = await groupsOfParticipations(
        db,
        rows.map((row) => row.participationId),
      );
      const byParticipation = new Map<number, StatementPayment[]>();
      for (const payment of payments) {
        const list = byParticipation.get(payment.participationId) ?? [];
        list.push(payment);
        byParticipation.set(payment.participationId, list);
      }
      return {
        items: rows.map((row) => ({
          ...toRow(row, byParticipation.get(row.participationId) ?? []),
          group: groups.get(row.participationId) ?? null,
        })),
        total: tabCounts[filter.status],
        page: options.page,
        pageSize: options.pageSize,
        currency: congress.currency,
        timeZone: congress.timeZone,
        tabCounts,
      };
    },
  };
}

export type ParticipationListService = ReturnType<typeof createParticipationListService>;
