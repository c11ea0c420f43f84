import { DESK_MESSAGES, type RECEIPT_OUTCOMES } from '@congress/domain/contracts/payments-desk';
import { dayInZone } from '@congress/domain/dates';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { dueOf, isMainCancelled } from '@congress/domain/participation-money';
import type { DeskModules } from './desk-deps.ts';
import type { PaymentRow } from './payments-desk.repository.ts';

export type Settled = {
  amountDueCents: number;
  registrationsConfirmed: boolean;
  invoiceNumber: string | null;
};

/**
 * After money an admin recorded (transfer received, manual payment): the registrations are Confirmed
 * once nothing is due (spec 4, decisions 15); less than due leaves them as they are and the rest due.
 * The payment's invoice is issued and e-mailed through the outbox, as for a card success.
 */
export async function settleRecordedCharge(
  { booking, invoices }: Pick<DeskModules, 'booking' | 'invoices'>,
  tx: Transaction,
  participationId: number,
  charge: PaymentRow,
  now: Date,
): Promise<Settled> {
  const agg = await booking.findParticipationAggregate(tx, participationId);
  if (!agg) throw new Error('participation vanished inside its own transaction');
  const amountDueCents = dueOf(agg);
  const registrationsConfirmed = amountDueCents <= 0 && !isMainCancelled(agg);
  if (registrationsConfirmed) await booking.confirmActiveRegistrations(tx, participationId, now);
  const current = (await booking.findParticipationAggregate(tx, participationId)) ?? agg;
  const invoice = await invoices.issueInvoice(tx, current, charge, now);
  const email = await invoices.documentEmail(tx, current, invoice, 'payment-confirmation');
  if (email) await enqueueEmails(tx, [email]);
  const invoiceNumber = (invoice.content as InvoiceDocument).number ?? null;
  return { amountDueCents, registrationsConfirmed, invoiceNumber };
}

/** Money is recorded on the day it arrived, which cannot be after today in the congress's time zone. */
export function assertNotFuture(day: string, now: Date, timeZone: string, field: string) {
  if (day > dayInZone(now, timeZone))
    throw new AppError('VALIDATION', DESK_MESSAGES.receivedInFuture, {
      [field]: DESK_MESSAGES.receivedInFuture,
    });
}

type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

export const receiptOutcome = (receivedCents: number, expectedCents: number): ReceiptOutcome =>
  receivedCents < expectedCents ? 'partial' : receivedCents > expectedCents ? 'overpaid' : 'paid';

export const RECEIPT_MESSAGES: Record<ReceiptOutcome, string> = {
  paid: DESK_MESSAGES.transferReceived,
  partial: DESK_MESSAGES.transferPartial,
  overpaid: DESK_MESSAGES.transferOverpaid,
};
