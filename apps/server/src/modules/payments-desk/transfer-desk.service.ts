import { listOwed } from './staff-refund-list.ts';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import { markGroupReceived } from './group-receipt.ts';
import {
  DESK_MESSAGES,
  isTransferOverdue,
  recordedMoneyMessage,
  overdueBefore,
  type TDeskOverview,
  type TMarkReceivedResponse,
  type TPendingTransfer,
  type TTransferList,
  transferDueAt,
  TRANSFER_OVERDUE_DAYS,
  type ZMarkReceivedRequest,
  type ZTransferListQuery,
} from '@congress/domain/contracts/payments-desk';
import { dayInZone } from '@congress/domain/dates';
import { hasRoleIn } from '@congress/domain/enums';
import { toCents } from '@congress/domain/money';
import type { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { asRecord } from '../../lib/as-record.ts';
import type { DeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import { assertReceivedOn, RECEIPT_MESSAGES, receiptOutcome, settleRecordedCharge } from './desk-settle.ts';
import {
  countPendingTransfers,
  listPendingRefunds,
  listPendingTransfers,
} from './payments-desk.repository.ts';

type ListQuery = z.output<typeof ZTransferListQuery>;
type MarkReceived = z.output<typeof ZMarkReceivedRequest>;

const actorOf = (session: SessionSubject) => ({ kind: session.kind, id: session.id, email: session.email });

export function createTransferDeskService(
  deps: { db: Database; clock: () => Date; access: DeskAccess } & Pick<
    DeskModules,
    'booking' | 'invoices' | 'payments'
  >,
) {
  const { db, clock, access, booking, payments } = deps;

  const service = {
    async overview(session: SessionSubject, slug: string): Promise<TDeskOverview> {
      const congress = await access.congress(session, slug);
      const now = clock();
      return {
        congressId: congress.id,
        currency: congress.currency,
        timeZone: congress.timeZone,
        today: dayInZone(now, congress.timeZone),
        canManage: hasRoleIn(session.roles, 'admin'),
        overdueDays: TRANSFER_OVERDUE_DAYS,
        pendingTransfers: await countPendingTransfers(db, congress.id),
        overdueTransfers: await countPendingTransfers(db, congress.id, overdueBefore(now)),
        // The refund tab lists requests and credits nobody asked back (decisions 43).
        refundRequests:
          (await listPendingRefunds(db, congress.id)).length +
          (await listOwed(booking, db, congress.id)).length,
      };
    },

    /** Pending transfers, oldest first; `overdue` keeps those past the 15 days for follow-up. */
    async list(session: SessionSubject, slug: string, query: ListQuery): Promise<TTransferList> {
      const congress = await access.congress(session, slug);
      const now = clock();
      const { rows, total } = await listPendingTransfers(db, congress.id, {
        ...(query.search ? { search: query.search } : {}),
        ...(query.overdue ? { chosenBefore: overdueBefore(now) } : {}),
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      });
      const items = rows.map(
        ({ payment, participant, rateLabel }): TPendingTransfer => ({
          paymentId: payment.id,
          participationId: payment.participationId,
          reference: payment.reference ?? '',
          amountCents: payment.amountCents,
          currency: payment.currency,
          date: payment.date.toISOString(),
          dueDate: dayInZone(transferDueAt(payment.date), congress.timeZone),
          isOverdue: isTransferOverdue(payment.date, now),
          participant,
          rateLabel,
        }),
      );
      return { items, total, page: query.page, pageSize: query.pageSize };
    },

    /**
     * The transfer arrived: the payment is confirmed with the amount received (less leaves the rest
     * due, more is kept on record for the organiser to settle), then registrations and invoice follow.
     * A second mark answers 409: the row moves from pending once. `alsoInTransaction` lets the caller
     * (bank reconciliation) write its own record in the same transaction.
     */
    async markReceived(
      session: SessionSubject,
      paymentId: number,
      input: MarkReceived,
      alsoInTransaction?: (tx: Transaction) => Promise<void>,
    ): Promise<TMarkReceivedResponse> {
      const { payment } = await access.payment(session, paymentId, DESK_MESSAGES.transferNotFound);
      if (payment.kind !== 'charge' || payment.method !== 'bank_transfer')
        throw new AppError('NOT_FOUND', DESK_MESSAGES.transferNotFound);
      return db.transaction(async (tx) => {
        const now = clock();
        const agg = await booking.findParticipationAggregate(tx, payment.participationId, {
          forUpdate: true,
        });
        const transfer = agg?.payments.find((p) => p.id === paymentId);
        if (!agg || !transfer) throw new AppError('NOT_FOUND', DESK_MESSAGES.transferNotFound);
        if (transfer.status === 'confirmed')
          throw new AppError('CONFLICT', DESK_MESSAGES.transferAlreadyReceived);
        if (transfer.status !== 'pending') throw new AppError('CONFLICT', DESK_MESSAGES.transferNotPending);
        await assertReceivedOn(tx, agg.congress, input.receivedOn, now);
        const receivedCents = toCents(input.amount);
        const confirmed = await payments.confirmReceivedTransfer(
          tx,
          paymentId,
          {
            amountCents: receivedCents,
            comment: input.comment ?? transfer.comment,
            informationsPayment: {
              ...asRecord(transfer.informationsPayment),
              expectedCents: transfer.amountCents,
              receivedOn: input.receivedOn,
              bankReference: input.bankReference ?? null,
              confirmedBy: actorOf(session),
            },
          },
          now,
        );
        if (!confirmed) throw new AppError('CONFLICT', DESK_MESSAGES.transferAlreadyReceived);
        const settled = await settleRecordedCharge(deps, tx, agg.participation.id, confirmed, now);
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'confirm-transfer',
          entity: 'payment',
          entityId: paymentId,
          before: {
            status: transfer.status,
            amountCents: transfer.amountCents,
            reference: transfer.reference,
          },
          after: {
            status: confirmed.status,
            amountCents: confirmed.amountCents,
            receivedOn: input.receivedOn,
            bankReference: input.bankReference ?? null,
            comment: input.comment ?? null,
            invoiceNumber: settled.invoiceNumber,
          },
        });
        await alsoInTransaction?.(tx);
        const outcome = receiptOutcome(settled.amountDueCents);
        return {
          paymentId,
          participationId: agg.participation.id,
          expectedCents: transfer.amountCents,
          receivedCents,
          currency: confirmed.currency,
          outcome,
          message: recordedMoneyMessage(
            RECEIPT_MESSAGES[outcome],
            settled.amountDueCents,
            confirmed.currency,
            settled.registrationStatus,
          ),
          ...settled,
        };
      });
    },
  };
  return {
    ...service,
    /**
     * A bank statement line booked to a transfer: a group's transfer books the whole group's
     * (decisions 49), any other the one transfer.
     */
    async markLineReceived(
      session: SessionSubject,
      paymentId: number,
      input: MarkReceived,
      alsoInTransaction?: (tx: Transaction) => Promise<void>,
    ): Promise<TMarkReceivedResponse> {
      const { payment } = await access.payment(session, paymentId, DESK_MESSAGES.transferNotFound);
      if (groupPaymentOf(payment))
        return markGroupReceived(deps, session, paymentId, input, alsoInTransaction);
      return service.markReceived(session, paymentId, input, alsoInTransaction);
    },
  };
}
export type TransferDeskService = ReturnType<typeof createTransferDeskService>;
