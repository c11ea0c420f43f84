import { type ListFigure, parseListFigure, transferWindows } from '@congress/domain/contracts/list-figures';
import { type SQL, sql } from 'drizzle-orm';
import {
  activities,
  activityChoices,
  participationListSummary as summary,
  participations,
  payments,
  rates,
  registrations,
} from '../../../db/schema/index.ts';
import { placeHoldersSql } from '../../capacity/capacity.service.ts';

/** The sum of the row's payments in one state of the account statement (decisions 31). */
const sumOf = (condition: SQL) => sql`(select coalesce(sum(fp.amount_cents), 0) from ${payments} fp
  where fp.participation_id = ${summary.participationId} and ${condition})`;

const PAID = sql`fp.kind = 'charge' and fp.status = 'confirmed'`;
const AWAITING = sql`fp.kind = 'charge' and fp.status = 'pending' and fp.method = 'bank_transfer'`;
const REFUNDED = sql`fp.kind = 'refund' and fp.status = 'confirmed'`;
const REFUSED = sql`fp.kind = 'refund' and fp.status = 'denied'`;

/**
 * The statement's parts from the summary's due: price = due + paid + awaiting - refunded - refused.
 * Each money figure of the overview sums one of them over the rows this selects.
 */
const MONEY: Record<Extract<ListFigure, { kind: 'money' }>['which'], () => SQL> = {
  due: () => sql`${summary.dueCents} > 0`,
  invoiced: () =>
    sql`${summary.dueCents} + ${sumOf(PAID)} + ${sumOf(AWAITING)} - ${sumOf(REFUNDED)} - ${sumOf(REFUSED)} > 0`,
  collected: () => sql`${sumOf(PAID)} - ${sumOf(REFUNDED)} <> 0`,
  awaiting: () => sql`${sumOf(AWAITING)} > 0`,
  // Decisions 41: what is still to collect is the awaited transfers and the due, nothing else.
  'to-collect': () => sql`(${summary.dueCents} > 0 or ${sumOf(AWAITING)} > 0)`,
  // Decisions 43: every participation the statement says is owed money (the summary's status).
  owed: () => sql`${summary.paymentStatus} = 'refund_due'`,
};

/** A pending transfer of the row chosen within [from, before) (the payments desk's rule). */
const transferChosen = (from: Date | null, before: Date) => sql`exists (select 1 from ${payments} fp
  where fp.participation_id = ${summary.participationId} and ${AWAITING}
    and fp.date < ${before.toISOString()} ${from ? sql`and fp.date >= ${from.toISOString()}` : sql``})`;

const inIds = (ids: SQL) => sql`${summary.participationId} in ${ids}`;

/** The rows behind one figure of the overview; null for a text that names no figure. */
export function figureCondition(congressId: number, text: string, now: Date): SQL | null {
  const figure = parseListFigure(text);
  if (!figure) return null;
  switch (figure.kind) {
    case 'new':
      return inIds(sql`(select ${participations.id} from ${participations}
        where ${participations.congressId} = ${congressId} and ${participations.createdAt} > ${figure.since})`);
    case 'money':
      return MONEY[figure.which]();
    case 'transfer': {
      const windows = transferWindows(now);
      return figure.which === 'overdue'
        ? transferChosen(null, windows.overdueBefore)
        : transferChosen(windows.overdueBefore, windows.dueWeekBefore);
    }
    case 'place-rate':
    case 'place-hotel': {
      const column = figure.kind === 'place-rate' ? rates.id : rates.hotelId;
      const rateIds = sql`(select ${rates.id} from ${rates} where ${rates.congressId} = ${congressId} and ${column} = ${figure.id})`;
      return inIds(placeHoldersSql(rateIds, now));
    }
    case 'activity':
      return inIds(sql`(select ${registrations.participationId} from ${activityChoices}
        inner join ${registrations} on ${registrations.id} = ${activityChoices.registrationId}
        inner join ${activities} on ${activities.id} = ${activityChoices.activityId}
        where ${activities.id} = ${figure.id} and ${activities.congressId} = ${congressId}
          and ${registrations.statusRegistration} <> 'cancelled')`);
  }
}
