import {
  DESK_MESSAGES,
  type RECEIPT_OUTCOMES,
  receivedBeforeOpening,
} from '@congress/domain/contracts/payments-desk';
import type { RegistrationStatus } from '@congress/domain/enums';
import { dayInZone } from '@congress/domain/dates';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import { dueOf, isMainCancelled, mainRegistration } from '@congress/domain/participation-money';
import type { DeskModules } from './desk-deps.ts';
import { type PaymentRow, registrationOpenedAt } from './payments-desk.repository.ts';
import type { Executor } from '../../db/database.ts';

export type Settled = {
  amountDueCents: number;
  registrationsConfirmed: boolean;
  registrationStatus: RegistrationStatus | null;
  invoiceNumber: string | null;
};

/**
 * After money an admin recorded (transfer received, manual payment): the registrations are Confirmed
 * once nothing is due (spec 4, decisions 15); a transfer received short leaves them pending with the
 * rest due, a manual payment short leaves them as they are.
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
  // A transfer confirmed the registrations on its promise (spec 4); received short, they wait again.
  else if (charge.method === 'bank_transfer' && amountDueCents > 0)
    await booking.pendConfirmedRegistrations(tx, participationId, now);
  const current = (await booking.findParticipationAggregate(tx, participationId)) ?? agg;
  const invoice = await invoices.issueInvoice(tx, current, charge, now);
  const email = await invoices.documentEmail(tx, current, invoice, 'payment-confirmation');
  if (email) await enqueueEmails(tx, [email]);
  const invoiceNumber = (invoice.content as InvoiceDocument).number ?? null;
  const registrationStatus = mainRegistration(current)?.statusRegistration ?? null;
  return { amountDueCents, registrationsConfirmed, registrationStatus, invoiceNumber };
}

/**
 * Money is recorded on the day it arrived: not after today in the congress's time zone, nor before
 * registration opened (the congress's creation or an earlier rate opening), on the form's field.
 */
export async function assertReceivedOn(
  db: Executor,
  congress: { id: number; timeZone: string },
  day: string,
  now: Date,
  field = 'receivedOn',
) {
  if (day > dayInZone(now, congress.timeZone))
    throw new AppError('VALIDATION', DESK_MESSAGES.receivedInFuture, {
      fields: {
        [field]: DESK_MESSAGES.receivedInFuture,
      },
    });
  const openedAt = await registrationOpenedAt(db, congress.id);
  const openedOn = openedAt ? dayInZone(openedAt, congress.timeZone) : null;
  if (openedOn && day < openedOn) {
    const message = receivedBeforeOpening(openedOn);
    throw new AppError('VALIDATION', message, { fields: { [field]: message } });
  }
}

type ReceiptOutcome = (typeof RECEIPT_OUTCOMES)[number];

/** By the account statement after the money, never by the transfer alone: its price may have changed since. */
export const receiptOutcome = (amountDueCents: number): ReceiptOutcome =>
  amountDueCents > 0 ? 'partial' : amountDueCents < 0 ? 'overpaid' : 'paid';

export const RECEIPT_MESSAGES: Record<ReceiptOutcome, string> = {
  paid: DESK_MESSAGES.transferReceived,
  partial: DESK_MESSAGES.transferPartial,
  overpaid: DESK_MESSAGES.transferOverpaid,
};
