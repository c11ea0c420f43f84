import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import { toProviderMinorUnits } from '@congress/domain/money';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../../lib/payments/providers.ts';
import { canStaffCongress } from '../../plugins/auth.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { asRecord } from '../../lib/as-record.ts';
import {
  findPaymentById,
  findPendingAutomaticRefunds,
  type PaymentRow,
  updatePaymentStatus,
} from './payments.repository.ts';

export type RefundActor = Pick<SessionSubject, 'kind' | 'id' | 'email'>;

const groupIntentOf = (payment: PaymentRow | null): string | null => {
  const id = (payment?.informationsPayment as { groupIntentId?: unknown } | null)?.groupIntentId;
  return typeof id === 'string' ? id : null;
};

export function createRefundsService(deps: {
  db: Database;
  providers: PaymentProviders;
  clock: () => Date;
  onError?: (error: unknown) => void;
  booking: PaymentsBooking;
  invoices: PaymentsInvoices;
}) {
  const { db, providers, clock, booking, invoices } = deps;

  /** Sends a card refund to the provider that took the charge; other methods are settled by hand. */
  async function sendToProvider(
    refund: PaymentRow,
    original: PaymentRow | null,
  ): Promise<Record<string, unknown>> {
    // A group's place paid its share of the group's one intent (decisions 49): refunded from it.
    const intentId = original?.providerIntentId ?? groupIntentOf(original);
    if (original?.method !== 'card' || !original.provider || !intentId) return { settledBy: 'hand' };
    try {
      const done = await providers.byName(original.provider).refund({
        intentId,
        amountMinor: toProviderMinorUnits(refund.amountCents, refund.currency),
        idempotencyKey: `refund-${refund.id}`,
      });
      return { providerRefundId: done.id, providerStatus: done.status };
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AppError('BUSY', PAYMENT_MESSAGES.providerUnavailable);
    }
  }

  /**
   * Completes a pending refund: the provider first (outside any transaction), then the refund is
   * confirmed and its credit note issued and e-mailed in one transaction (decisions 15).
   */
  async function execute(refundId: number, actor: RefundActor | null = null): Promise<PaymentRow> {
    const refund = await findPaymentById(db, refundId);
    if (refund?.kind !== 'refund') throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
    if (refund.status !== 'pending') return refund;
    const original =
      refund.refundOfPaymentId === null ? null : await findPaymentById(db, refund.refundOfPaymentId);
    if (original?.method !== 'card' && !actor) return refund;
    const outcome = await sendToProvider(refund, original);
    return db.transaction(async (tx) => {
      const now = clock();
      const agg = await booking.findParticipationAggregate(tx, refund.participationId, { forUpdate: true });
      const information = {
        ...asRecord(refund.informationsPayment),
        ...outcome,
        ...(actor ? { approvedBy: { kind: actor.kind, id: actor.id, email: actor.email } } : {}),
      };
      const done = await updatePaymentStatus(
        tx,
        refund.id,
        ['pending'],
        { status: 'confirmed', confirmedAt: now, informationsPayment: information },
        now,
      );
      if (!agg || !done) return done ?? refund;
      const creditNote = await invoices.issueCreditNote(tx, agg, done, now);
      // Read again, so the e-mail's statement counts this refund as made (decisions 36).
      const current = (await booking.findParticipationAggregate(tx, refund.participationId)) ?? agg;
      const email = await invoices.refundCompletedEmail(tx, current, done, creditNote);
      if (email) await enqueueEmails(tx, [email]);
      return done;
    });
  }

  return {
    execute,

    /** An admin of the congress approves a refund request (decisions 15); the admin screens come later. */
    async approveRefund(refundId: number, actor: SessionSubject): Promise<PaymentRow> {
      const refund = await findPaymentById(db, refundId);
      if (refund?.kind !== 'refund') throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      const owner = await booking.findParticipationOwner(db, refund.participationId);
      if (!owner || !canStaffCongress(actor, owner.congressId) || !hasRoleIn(actor.roles, 'admin')) {
        throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
      }
      if (refund.status !== 'pending' && refund.status !== 'confirmed') {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentClosed);
      }
      return execute(refundId, actor);
    },

    /** Automatic card refunds whose provider call failed are tried again by the minute timer. */
    async retryAutomaticRefunds(limit = 20): Promise<number> {
      let done = 0;
      for (const id of await findPendingAutomaticRefunds(db, limit)) {
        const refund = await execute(id).catch((error: unknown) => {
          deps.onError?.(error);
          return null;
        });
        if (refund?.status === 'confirmed') done += 1;
      }
      return done;
    },
  };
}
export type RefundsService = ReturnType<typeof createRefundsService>;
