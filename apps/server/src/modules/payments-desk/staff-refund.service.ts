import { MESSAGES } from '@congress/domain/messages';
import {
  STAFF_REFUND_MESSAGES,
  type TStaffRefundOffer,
  type TStaffRefundRequest,
  type TStaffRefundResponse,
} from '@congress/domain/contracts/staff-refunds';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import { statementOf } from '@congress/domain/participation-money';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { DeskModules } from './desk-deps.ts';
import { cardRefundParts, handRefundParts } from './staff-refund-parts.ts';

const actorOf = (session: SessionSubject) => ({ kind: session.kind, id: session.id, email: session.email });

/**
 * Decisions 43: staff repay the statement's credit, to the card through the provider (the same refunds
 * machinery as a participant's request) or by hand (bank transfer, cash). The participation is locked
 * and its statement read again in the transaction, and the amount shown must still be the credit, so a
 * double click or two admins at once refund once: the second finds nothing owed.
 */
export function createStaffRefundService(
  deps: {
    db: Database;
    clock: () => Date;
    onUnexpected?: (error: unknown) => void;
  } & Omit<DeskModules, 'congresses'>,
) {
  const { db, clock, booking, invoices, payments } = deps;

  async function lockedOwed(tx: Transaction, session: SessionSubject, participationId: number) {
    const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    assertStaffCongress(session, agg.congress.id);
    return { agg, owedCents: statementOf(agg).creditCents };
  }

  /** Bank transfer or cash: recorded as refunds made, each part crediting its invoiced charge. */
  async function refundByHand(
    tx: Transaction,
    agg: ParticipationAggregate,
    session: SessionSubject,
    method: 'bank_transfer' | 'cash',
    owedCents: number,
  ) {
    const now = clock();
    const done = [];
    for (const part of handRefundParts(agg, owedCents)) {
      const refund = await payments.insertPayment(tx, {
        participationId: agg.participation.id,
        kind: 'refund',
        method: method === 'cash' ? 'manual' : 'bank_transfer',
        status: 'confirmed',
        amountCents: part.amountCents,
        currency: agg.congress.currency,
        refundOfPaymentId: part.chargeId,
        comment: method === 'cash' ? 'Refunded by staff in cash' : 'Refunded by staff by bank transfer',
        informationsPayment: { staffRefund: true, paidBackBy: method, refundedBy: actorOf(session) },
        date: now,
        confirmedAt: now,
      });
      done.push({ refund, creditNote: await invoices.issueCreditNote(tx, agg, refund, now) });
    }
    // Read again, so each e-mail's statement counts the refunds made (decisions 36).
    const current = (await booking.findParticipationAggregate(tx, agg.participation.id)) ?? agg;
    for (const { refund, creditNote } of done) {
      const email = await invoices.refundCompletedEmail(tx, current, refund, creditNote);
      if (email) await enqueueEmails(tx, [email]);
    }
    return done.map(({ refund, creditNote }) => ({
      id: refund.id,
      amountCents: refund.amountCents,
      creditNoteNumber: creditNote ? ((creditNote.content as InvoiceDocument).number ?? null) : null,
    }));
  }

  /** Card: pending refunds marked automatic (the timer retries a provider failure), sent after commit. */
  async function requestCardRefunds(
    tx: Transaction,
    agg: ParticipationAggregate,
    session: SessionSubject,
    owedCents: number,
  ) {
    const parts = cardRefundParts(agg, owedCents);
    if (parts.length === 0) throw new AppError('CONFLICT', STAFF_REFUND_MESSAGES.noCardCharge);
    const made: { id: number; amountCents: number }[] = [];
    for (const part of parts) {
      const refund = await payments.insertPayment(tx, {
        participationId: agg.participation.id,
        kind: 'refund',
        method: 'card',
        status: 'pending',
        amountCents: part.amountCents,
        currency: agg.congress.currency,
        provider: part.charge.provider,
        refundOfPaymentId: part.charge.id,
        comment: 'Refunded by staff to the card',
        informationsPayment: {
          staffRefund: true,
          automatic: true,
          reason: 'staff',
          requestedBy: actorOf(session),
        },
        date: clock(),
      });
      made.push({ id: refund.id, amountCents: refund.amountCents });
    }
    return made;
  }

  return {
    async offer(session: SessionSubject, participationId: number): Promise<TStaffRefundOffer> {
      const agg = await booking.findParticipationAggregate(db, participationId);
      if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      assertStaffCongress(session, agg.congress.id);
      const statement = statementOf(agg);
      const owedCents = statement.creditCents;
      const card = owedCents > 0 ? cardRefundParts(agg, owedCents) : [];
      return {
        participationId,
        currency: agg.congress.currency,
        owedCents,
        cardRefundableCents: card.reduce((sum, part) => sum + part.amountCents, 0),
        statement,
      };
    },

    async refund(
      session: SessionSubject,
      participationId: number,
      input: TStaffRefundRequest,
    ): Promise<TStaffRefundResponse> {
      const made = await db.transaction(async (tx) => {
        const { agg, owedCents } = await lockedOwed(tx, session, participationId);
        if (owedCents <= 0) throw new AppError('CONFLICT', STAFF_REFUND_MESSAGES.nothingOwed);
        if (input.amountCents !== owedCents)
          throw new AppError('CONFLICT', STAFF_REFUND_MESSAGES.amountChanged);
        const byHand =
          input.method === 'card' ? null : await refundByHand(tx, agg, session, input.method, owedCents);
        const card = byHand ? [] : await requestCardRefunds(tx, agg, session, owedCents);
        await recordAudit(tx, {
          actor: session,
          congressId: agg.congress.id,
          action: 'staff-refund',
          entity: 'participation',
          entityId: participationId,
          before: { owedCents },
          after: {
            method: input.method,
            paymentIds: [...(byHand ?? []), ...card].map((r) => r.id),
            creditNoteNumbers: byHand?.flatMap((r) => (r.creditNoteNumber ? [r.creditNoteNumber] : [])) ?? [],
          },
        });
        return { agg, byHand, card };
      });
      const currency = made.agg.congress.currency;
      let parts = made.byHand ?? [];
      let completed = true;
      for (const { id, amountCents } of made.card) {
        // Committed already: a provider failure leaves the refund pending for the retry timer.
        const done = await payments.refunds.execute(id, session).catch((error: unknown) => {
          deps.onUnexpected?.(error);
          return null;
        });
        if (done?.status !== 'confirmed') completed = false;
        const note = await invoices.findDocumentOfPayment(db, id, 'credit_note');
        const creditNoteNumber = note ? ((note.content as InvoiceDocument).number ?? null) : null;
        parts = [...parts, { id, amountCents, creditNoteNumber }];
      }
      const after = await booking.findParticipationAggregate(db, participationId);
      return {
        participationId,
        currency,
        refundedCents: parts.reduce((sum, part) => sum + part.amountCents, 0),
        remainingCents: after ? statementOf(after).creditCents : 0,
        paymentIds: parts.map((part) => part.id),
        creditNoteNumbers: parts.flatMap((part) => (part.creditNoteNumber ? [part.creditNoteNumber] : [])),
        completed,
        message: completed ? STAFF_REFUND_MESSAGES.refunded : STAFF_REFUND_MESSAGES.providerPending,
      };
    },
  };
}
export type StaffRefundService = ReturnType<typeof createStaffRefundService>;
