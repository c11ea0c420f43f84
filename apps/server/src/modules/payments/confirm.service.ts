import { PAYMENT_MESSAGES, type TConfirmResponse } from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import {
  allocateRefund,
  choiceStatementOf,
  isMainCancelled,
  livePendingChange,
  statementOf,
} from '@congress/domain/participation-money';
import type { PaymentsBooking } from './payment-deps.ts';
import { queueRefundRequested } from './payment-emails.ts';
import { insertPayment } from './payments.repository.ts';
import { withdrawExcessRefundRequests } from './refund-requests.ts';
import type { RefundsService } from './refunds.service.ts';

type Saved = { response: TConfirmResponse; immediateRefunds: number[] };

/** Records the refund request, one part per charge it returns money from (decisions 15). */
export async function requestRefund(
  tx: Transaction,
  agg: ParticipationAggregate,
  amountCents: number,
  session: Pick<SessionSubject, 'kind' | 'id' | 'email'>,
  now: Date,
  comment = 'Refund request: the new choice costs less than what was paid',
): Promise<number[]> {
  const immediate: number[] = [];
  for (const part of allocateRefund(agg.payments, amountCents)) {
    // A congress may let card refunds go through at once; transfers are always settled by an admin.
    const isImmediate = !agg.congress.cardRefundsNeedApproval && part.charge?.method === 'card';
    const refund = await insertPayment(tx, {
      participationId: agg.participation.id,
      kind: 'refund',
      method: part.charge?.method ?? 'manual',
      status: 'pending',
      amountCents: part.amountCents,
      currency: agg.congress.currency,
      provider: part.charge?.provider ?? null,
      refundOfPaymentId: part.charge?.id ?? null,
      comment,
      informationsPayment: {
        requestedBy: { kind: session.kind, id: session.id, email: session.email },
        ...(isImmediate ? { automatic: true, reason: 'immediate' } : {}),
      },
      date: now,
    });
    if (isImmediate) immediate.push(refund.id);
  }
  return immediate;
}

/** POST /api/payment/confirm: the CONFIRM and REFUND buttons of the payment summary (spec 2.2). */
export function createConfirmService(deps: {
  db: Database;
  clock: () => Date;
  refunds: RefundsService;
  onError?: (error: unknown) => void;
  booking: PaymentsBooking;
}) {
  const { db, clock, refunds, booking } = deps;

  /**
   * REFUND and CONFIRM complete a pending change (decisions 32) when nothing is left to pay for it;
   * one still to be paid answers the amount due, one whose hold ran out is refused.
   */
  async function completePendingChange(tx: Transaction, participationId: number, now: Date) {
    const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    if (!agg.pendingChange) return { agg, isChanged: false };
    if (!livePendingChange(agg, now)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.reservationExpired);
    if (choiceStatementOf(agg, now).action === 'PAYE')
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountDue);
    const outcome = await booking.applyPendingChange(tx, participationId, now);
    const changed = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!changed) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    return { agg: changed, isChanged: outcome === 'applied' };
  }

  function save(session: SessionSubject, participationId: number): Promise<Saved> {
    return db.transaction(async (tx) => {
      const now = clock();
      const { agg, isChanged } = await completePendingChange(tx, participationId, now);
      if (isMainCancelled(agg)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.reservationExpired);
      const statement = statementOf(agg);
      const currency = agg.congress.currency;
      if (statement.action === 'PAYE') throw new AppError('CONFLICT', PAYMENT_MESSAGES.amountDue);
      if (statement.action === 'CONFIRM') {
        await withdrawExcessRefundRequests(tx, agg, statement, now);
        // Confirmed when the money is in; a transfer still on its way leaves them pending (decisions 15).
        if (statement.isSettled) await booking.confirmActiveRegistrations(tx, participationId, now);
        else await booking.setActiveRegistrationsPending(tx, participationId, now);
        // A change complete with nothing more to pay is told, as any completed change (REFUND tells its own).
        if (isChanged) await booking.queueChangeConfirmed(tx, participationId);
        return { response: { label: 'CONFIRM', amountCents: 0, currency }, immediateRefunds: [] };
      }
      const immediateRefunds = await requestRefund(tx, agg, statement.creditCents, session, now);
      await queueRefundRequested(tx, booking, participationId, statement.creditCents);
      await booking.confirmActiveRegistrations(tx, participationId, now);
      return {
        response: { label: 'REFUND', amountCents: statement.creditCents, currency },
        immediateRefunds,
      };
    });
  }

  return {
    async confirm(session: SessionSubject, participationId: number): Promise<TConfirmResponse> {
      await booking.assertParticipationAccess(session, participationId, 'write');
      const saved = await save(session, participationId);
      for (const refundId of saved.immediateRefunds) {
        // Saved already; a provider failure leaves the refund pending for the retry timer.
        await refunds.execute(refundId).catch((error: unknown) => deps.onError?.(error));
      }
      return saved.response;
    },
  };
}
