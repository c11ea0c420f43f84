import { randomInt } from 'node:crypto';
import { invoiceFileName } from '@congress/domain/contracts/invoices';
import { PAYMENT_MESSAGES, type TBankTransferResponse } from '@congress/domain/contracts/payments';
import { bankDetailsOf } from '@congress/domain/bank-details';
import { dayInZone } from '@congress/domain/dates';
import type { GroupPaymentInfo } from '@congress/domain/groups/group-payment';
import { MESSAGES } from '@congress/domain/messages';
import { transferDueDate } from '@congress/domain/pricing';
import type { Transaction } from '../../db/database.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { OutboxAttachment } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { type RetireDeps, retireCardPayment } from './card-retire.ts';
import {
  holdHasExpired,
  isMainCancelled,
  livePendingChange,
  openCardPayment,
  pendingTransfer,
  statementOf,
} from '@congress/domain/participation-money';
import { withdrawExcessRefundRequests } from './refund-requests.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';
import { bankTransferEmail } from './payment-emails.ts';
import { insertPayment, type PaymentRow } from './payments.repository.ts';

type CongressRow = ParticipationAggregate['congress'];

const REFERENCE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function transferReference(congressSlug: string, participationId: number): string {
  const suffix = Array.from(
    { length: 4 },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');
  return `${congressSlug.toUpperCase()}-${participationId}-${suffix}`;
}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    value && typeof value === 'object' && 'code' in value ? value.code : undefined;
  return (
    codeOf(error) === '23505' ||
    codeOf(error && typeof error === 'object' && 'cause' in error ? error.cause : undefined) === '23505'
  );
}

export function createBankTransferService(
  deps: RetireDeps & { booking: PaymentsBooking; invoices: PaymentsInvoices },
) {
  const { db, clock, booking, invoices } = deps;

  const toResponse = (transfer: PaymentRow, congress: CongressRow): TBankTransferResponse => ({
    paymentId: transfer.id,
    reference: transfer.reference ?? '',
    amountCents: transfer.amountCents,
    currency: transfer.currency,
    dueDate: dayInZone(transferDueDate(transfer.date), congress.timeZone),
    bankDetails: bankDetailsOf(congress),
  });

  /**
   * Choosing a transfer completes a pending change (decisions 32: the participant has committed to
   * pay it); a change whose hold ran out is refused.
   */
  async function completePendingChange(tx: Transaction, participationId: number, now: Date) {
    const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    if (!agg.pendingChange) return agg;
    if (!livePendingChange(agg, now)) throw new AppError('CONFLICT', PAYMENT_MESSAGES.reservationExpired);
    await booking.applyPendingChange(tx, participationId, now);
    const changed = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!changed) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    await withdrawExcessRefundRequests(tx, changed, statementOf(changed), now);
    return changed;
  }

  /**
   * The pending transfer of one participation, its Confirmed registrations and its ended hold, in the
   * caller's transaction; the transfer already asked for when nothing more is due (idempotent).
   * A group's places take the group's reference and record the group (decisions 49).
   */
  async function openTransfer(
    tx: Transaction,
    participationId: number,
    group: (GroupPaymentInfo & { place: number }) | null = null,
  ): Promise<{ agg: ParticipationAggregate; transfer: PaymentRow; isNew: boolean }> {
    const now = clock();
    const agg = await completePendingChange(tx, participationId, now);
    const due = statementOf(agg).dueCents;
    const existing = pendingTransfer(agg);
    // Idempotent: the transfer already asked for is answered again, not doubled.
    if (due <= 0 && existing) return { agg, transfer: existing, isNew: false };
    if (isMainCancelled(agg) || holdHasExpired(agg, now))
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.reservationExpired);
    if (due <= 0) throw new AppError('NOTHING_TO_PAY', PAYMENT_MESSAGES.nothingToPay);
    const transfer = await insertPayment(tx, {
      participationId,
      kind: 'charge',
      method: 'bank_transfer',
      status: 'pending',
      amountCents: due,
      currency: agg.congress.currency,
      reference: group
        ? `${group.groupReference}-${group.place}`
        : transferReference(agg.congress.slug, participationId),
      ...(group
        ? {
            informationsPayment: {
              groupId: group.groupId,
              groupReference: group.groupReference,
              payerName: group.payerName,
            },
          }
        : {}),
      date: now,
    });
    await booking.updateParticipationPaymentState(
      tx,
      participationId,
      { paymentMethodChoice: 'bank_transfer' },
      now,
    );
    // Spec 4: on bank transfer registration every registration not Cancelled is Confirmed; the hold ends.
    await booking.confirmActiveRegistrations(tx, participationId, now);
    const current = (await booking.findParticipationAggregate(tx, participationId)) ?? agg;
    return { agg: current, transfer, isNew: true };
  }

  /** The pending transfer, Confirmed registrations, the ended hold and the e-mail: one transaction. */
  async function chooseInTransaction(
    tx: Transaction,
    participationId: number,
  ): Promise<TBankTransferResponse> {
    const now = clock();
    const { agg: current, transfer, isNew } = await openTransfer(tx, participationId);
    if (!isNew) return toResponse(transfer, current.congress);
    const proforma = await invoices.issueTransferProforma(tx, current, transfer, now);
    // The bank details are in the e-mail's text and on the proforma: no image of other ones.
    const attachments: OutboxAttachment[] = [];
    if (proforma.fileId)
      attachments.push({
        fileId: proforma.fileId,
        filename: invoiceFileName('proforma', current.congress.slug),
      });
    const email = await bankTransferEmail(tx, current, transfer, attachments);
    if (email) await enqueueEmails(tx, [email]);
    return toResponse(transfer, current.congress);
  }

  return {
    openTransfer,
    /** POST /api/payment/bank-transfer (spec 2.2, 4). */
    async choose(session: SessionSubject, participationId: number): Promise<TBankTransferResponse> {
      await booking.assertParticipationAccess(session, participationId, 'write');
      const before = await booking.findParticipationAggregate(db, participationId);
      const open = before ? openCardPayment(before) : null;
      // The open card payment is cancelled with its provider first: the participant never pays twice.
      if (open && (await retireCardPayment(deps, open, 'Replaced by a bank transfer')) === 'in-progress') {
        throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentInProgress);
      }
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await db.transaction((tx) => chooseInTransaction(tx, participationId));
        } catch (error) {
          // A reference drawn twice (one chance in a million per participation) is drawn again.
          if (attempt >= 3 || !isUniqueViolation(error)) throw error;
        }
      }
    },
  };
}
export type BankTransferService = ReturnType<typeof createBankTransferService>;
