import {
  DESK_MESSAGES,
  type TRefundDecisionResponse,
  type TRefundList,
  type TRefundRequestItem,
} from '@congress/domain/contracts/payments-desk';
import { isMainCancelled, statementOf } from '@congress/domain/participation-money';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { asRecord } from '../../lib/as-record.ts';
import type { DeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import { refundRefusedEmail } from './desk-emails.ts';
import { listPendingRefunds } from './payments-desk.repository.ts';
import { listOwed } from './staff-refund-list.ts';

type RefundRow = Awaited<ReturnType<typeof listPendingRefunds>>[number];

const toItem = ({ refund, participant, originalMethod, originalProvider }: RefundRow) => ({
  paymentId: refund.id,
  participationId: refund.participationId,
  amountCents: refund.amountCents,
  currency: refund.currency,
  date: refund.date.toISOString(),
  comment: refund.comment,
  participant,
  originalPaymentId: refund.refundOfPaymentId,
  originalMethod,
  settledBy: originalMethod === 'card' && originalProvider ? ('provider' as const) : ('hand' as const),
});

const actorOf = (session: SessionSubject) => ({ kind: session.kind, id: session.id, email: session.email });

export function createRefundDeskService(
  deps: { db: Database; clock: () => Date; access: DeskAccess } & Omit<DeskModules, 'congresses'>,
) {
  const { db, clock, access, booking, invoices, payments } = deps;

  async function pendingRefund(session: SessionSubject, refundId: number) {
    const found = await access.payment(session, refundId, DESK_MESSAGES.refundNotFound);
    if (found.payment.kind !== 'refund') throw new AppError('NOT_FOUND', DESK_MESSAGES.refundNotFound);
    if (found.payment.status !== 'pending')
      throw new AppError('CONFLICT', DESK_MESSAGES.refundAlreadySettled);
    return found;
  }

  return {
    /** Refund requests waiting for an admin (decisions 15), oldest first. */
    async list(session: SessionSubject, slug: string): Promise<TRefundList> {
      const congress = await access.congress(session, slug);
      const rows = await listPendingRefunds(db, congress.id);
      const money = new Map<number, Pick<TRefundRequestItem, 'statement' | 'cancellation'>>();
      for (const agg of await booking.loadParticipationAggregates(db, congress.id, [
        ...new Set(rows.map((row) => row.refund.participationId)),
      ])) {
        // A cancelled participation's price is the fee it keeps (decisions 31, 48): read from its statement.
        const statement = statementOf(agg);
        money.set(agg.participation.id, {
          statement,
          cancellation: isMainCancelled(agg) ? { feeCents: statement.priceCents } : null,
        });
      }
      const items = rows.flatMap((row) => {
        const found = money.get(row.refund.participationId);
        return found ? [{ ...toItem(row), ...found }] : [];
      });
      const owed = await listOwed(booking, db, congress.id);
      return { items, total: items.length, owed };
    },

    /**
     * Approves through the payments module: a card refund goes to its provider, anything else is
     * marked refunded by hand; the credit note is issued and e-mailed there. The provider is called
     * outside any transaction, so the audit entry follows in its own once the refund is done.
     */
    async approve(session: SessionSubject, refundId: number): Promise<TRefundDecisionResponse> {
      const { payment: before, congressId } = await pendingRefund(session, refundId);
      const done = await payments.refunds.approveRefund(refundId, session);
      if (done.status !== 'confirmed') throw new AppError('CONFLICT', DESK_MESSAGES.refundAlreadySettled);
      const creditNote = await invoices.findDocumentOfPayment(db, refundId, 'credit_note');
      const creditNoteNumber = creditNote ? ((creditNote.content as InvoiceDocument).number ?? null) : null;
      await db.transaction((tx) =>
        recordAudit(tx, {
          actor: session,
          congressId,
          action: 'approve-refund',
          entity: 'payment',
          entityId: refundId,
          before: { status: before.status, amountCents: before.amountCents, method: before.method },
          after: { status: done.status, informationsPayment: done.informationsPayment, creditNoteNumber },
        }),
      );
      return {
        paymentId: refundId,
        status: 'confirmed',
        creditNoteNumber,
        message: DESK_MESSAGES.refundApproved,
      };
    },

    /**
     * Refused: the request is marked refused with the reason (its credit is closed, decisions 31: no
     * new REFUND for it), and the participant told by e-mail.
     */
    async refuse(
      session: SessionSubject,
      refundId: number,
      reason: string,
    ): Promise<TRefundDecisionResponse> {
      const { payment } = await pendingRefund(session, refundId);
      return db.transaction(async (tx) => {
        const now = clock();
        const agg = await booking.findParticipationAggregate(tx, payment.participationId, {
          forUpdate: true,
        });
        if (!agg) throw new AppError('NOT_FOUND', DESK_MESSAGES.refundNotFound);
        const refused = await payments.updatePaymentStatus(
          tx,
          refundId,
          ['pending'],
          {
            status: 'denied',
            comment: `Refund refused: ${reason}`,
            informationsPayment: {
              ...asRecord(payment.informationsPayment),
              refusedBy: actorOf(session),
              refusalReason: reason,
            },
          },
          now,
        );
        if (!refused) throw new AppError('CONFLICT', DESK_MESSAGES.refundAlreadySettled);
        const current = (await booking.findParticipationAggregate(tx, payment.participationId)) ?? agg;
        const email = await refundRefusedEmail(tx, current, refused, reason);
        if (email) await enqueueEmails(tx, [email]);
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'refuse-refund',
          entity: 'payment',
          entityId: refundId,
          before: { status: payment.status, amountCents: payment.amountCents },
          after: { status: refused.status, reason },
        });
        return {
          paymentId: refundId,
          status: 'denied',
          creditNoteNumber: null,
          message: DESK_MESSAGES.refundRefused,
        };
      });
    },
  };
}
