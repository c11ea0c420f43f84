import type { Transaction } from '../../db/database.ts';
import type { ProviderIntent } from '../../lib/payments/payment-provider.ts';
import { enqueueEmails, type OutgoingEmail } from '../../lib/mail/outbox.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { hasFreePlace } from '../capacity/capacity.service.ts';
import { asRecord } from '../../lib/as-record.ts';
import { type EventContext, type FollowUp, type HandlerDeps, intentInformation } from './event-handler.ts';
import { isLateForHold, isMainCancelled, statementOf } from '@congress/domain/participation-money';
import { lateRefundEmail } from './payment-emails.ts';
import { withdrawExcessRefundRequests } from './refund-requests.ts';
import type { GroupShare } from '@congress/domain/groups/group-money';
import { groupSharesOf } from './group-card-shares.ts';
import { groupPaidEmail } from './group-paid-email.ts';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import {
  findPaymentByIntent,
  insertPayment,
  type PaymentRow,
  setPaymentAmount,
  updatePaymentStatus,
} from './payments.repository.ts';

/**
 * The money arrived but the place is gone: keep the record, refund it all (decisions 11). A new
 * booking is cancelled; a late change leaves the choice in force as it was (decisions 32).
 */
async function refundLateSuccess(
  booking: HandlerDeps['booking'],
  tx: Transaction,
  agg: ParticipationAggregate,
  payment: PaymentRow,
  context: EventContext,
  options: { cancelBooking: boolean },
): Promise<FollowUp[]> {
  if (options.cancelBooking) {
    await booking.cancelExpiredHold(tx, agg.participation.id, context.now);
  }
  const refund = await insertPayment(tx, {
    participationId: agg.participation.id,
    kind: 'refund',
    method: 'card',
    status: 'pending',
    amountCents: payment.amountCents,
    currency: payment.currency,
    provider: payment.provider,
    refundOfPaymentId: payment.id,
    comment: 'Automatic refund: the payment arrived after the hold expired and the rate was full',
    informationsPayment: { automatic: true, reason: 'late-success' },
    date: context.now,
  });
  const email = await lateRefundEmail(tx, agg, payment);
  if (email) await enqueueEmails(tx, [email]);
  return [{ refundPaymentId: refund.id }];
}

/** A card paid in place of a transfer not yet received: the transfer is cancelled (decisions 35). */
async function cancelReplacedTransfers(tx: Transaction, agg: ParticipationAggregate, now: Date) {
  const transfers = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'bank_transfer' && p.status === 'pending',
  );
  for (const transfer of transfers) {
    await updatePaymentStatus(
      tx,
      transfer.id,
      ['pending'],
      { status: 'cancelled', comment: 'Replaced by a card payment' },
      now,
    );
  }
}

/**
 * payment_intent.succeeded: the payment is confirmed, the registrations Confirmed, the invoice issued
 * and the confirmation e-mail queued with it, in one transaction, once. A success on a cancelled
 * payment row still means money was taken, so it is handled the same way.
 */
export async function onPaymentSucceeded(
  { booking, invoices }: HandlerDeps,
  tx: Transaction,
  intent: ProviderIntent,
  context: EventContext,
): Promise<FollowUp[]> {
  const known = await findPaymentByIntent(tx, intent.id);
  if (known?.kind !== 'charge') return [];
  const agg = await booking.findParticipationAggregate(tx, known.participationId, { forUpdate: true });
  const payment = agg?.payments.find((p) => p.id === known.id);
  if (!agg || !payment || payment.status === 'confirmed') return [];
  const { now } = context;
  const confirmed = await updatePaymentStatus(
    tx,
    payment.id,
    ['pending', 'cancelled', 'denied'],
    {
      status: 'confirmed',
      confirmedAt: now,
      informationsPayment: {
        ...asRecord(payment.informationsPayment),
        ...intentInformation(intent),
        eventId: context.eventId,
      },
    },
    now,
  );
  if (!confirmed) return [];
  const shares = groupSharesOf(confirmed);
  if (shares) return settleGroupSuccess({ booking, invoices }, tx, confirmed, shares, intent, context);
  return settleSuccess({ booking, invoices }, tx, agg, confirmed, context);
}

/**
 * A group's one card payment succeeded (decisions 49): the first place's payment keeps its share, each
 * other place gets a confirmed card payment for its share (the same intent: refunds go back to it),
 * and each place is settled as a card success of its own, in this transaction.
 */
type InvoiceRow = Awaited<ReturnType<HandlerDeps['invoices']['issueInvoice']>>;

async function settleGroupSuccess(
  deps: Pick<HandlerDeps, 'booking' | 'invoices'>,
  tx: Transaction,
  lead: PaymentRow,
  shares: GroupShare[],
  intent: ProviderIntent,
  context: EventContext,
): Promise<FollowUp[]> {
  const followUps: FollowUp[] = [];
  const invoices: InvoiceRow[] = [];
  let refundedCents = 0;
  for (const share of [...shares].sort((a, b) => a.participationId - b.participationId)) {
    const agg = await deps.booking.findParticipationAggregate(tx, share.participationId, { forUpdate: true });
    if (!agg) continue;
    const row =
      share.participationId === lead.participationId
        ? await setPaymentAmount(tx, lead.id, share.amountCents, context.now)
        : await insertPayment(tx, {
            participationId: share.participationId,
            kind: 'charge',
            method: 'card',
            status: 'confirmed',
            amountCents: share.amountCents,
            currency: lead.currency,
            provider: lead.provider,
            informationsPayment: {
              ...asRecord(lead.informationsPayment),
              shares: undefined,
              groupIntentId: intent.id,
              groupCardOf: lead.id,
            },
            date: context.now,
            confirmedAt: context.now,
          });
    if (!row) continue;
    const current = await deps.booking.findParticipationAggregate(tx, share.participationId, {
      forUpdate: true,
    });
    if (!current) continue;
    if (isMainCancelled(current)) {
      followUps.push(await refundCancelledShare(tx, row, context.now));
      refundedCents += row.amountCents;
      continue;
    }
    followUps.push(...(await settleSuccess(deps, tx, current, row, context, invoices)));
  }
  const info = groupPaymentOf(lead);
  const group = info ? await deps.booking.findGroup(tx, info.groupId) : null;
  const congress = (await deps.booking.findParticipationAggregate(tx, lead.participationId))?.congress;
  if (group && congress) {
    const amountCents = shares.reduce((sum, share) => sum + share.amountCents, 0);
    const email = await groupPaidEmail(tx, { group, congress, amountCents, refundedCents, invoices });
    if (email) await enqueueEmails(tx, [email]);
  }
  return followUps;
}

/**
 * The shares of a group's card payment are what each place owed when the payment started. A place
 * cancelled before the money arrived keeps its share on record, refunded at once to the group's card
 * (its row names the intent), so the payer never pays for a place they gave up (decisions 49).
 */
async function refundCancelledShare(tx: Transaction, share: PaymentRow, now: Date): Promise<FollowUp> {
  const refund = await insertPayment(tx, {
    participationId: share.participationId,
    kind: 'refund',
    method: 'card',
    status: 'pending',
    amountCents: share.amountCents,
    currency: share.currency,
    provider: share.provider,
    refundOfPaymentId: share.id,
    comment: "Automatic refund: the place was cancelled before the group's card payment arrived",
    informationsPayment: { automatic: true, reason: 'place-cancelled' },
    date: now,
  });
  return { refundPaymentId: refund.id };
}

/** A confirmed card charge of one participation: its change, place, registrations, invoice and e-mail. */
async function settleSuccess(
  { booking, invoices }: Pick<HandlerDeps, 'booking' | 'invoices'>,
  tx: Transaction,
  agg: ParticipationAggregate,
  confirmed: PaymentRow,
  context: EventContext,
  /** A group's success gathers its places' invoices for the payer's e-mail. */
  invoicesIssued?: InvoiceRow[],
): Promise<FollowUp[]> {
  const { now } = context;
  if (agg.pendingChange) {
    // The payment completes the change it was made for (decisions 32).
    const outcome = await booking.applyPendingChange(tx, agg.participation.id, now);
    if (outcome === 'no-place')
      return refundLateSuccess(booking, tx, agg, confirmed, context, { cancelBooking: false });
  } else if (isLateForHold(agg, now)) {
    const hasPlace = await hasFreePlace(tx, agg.rate.id, agg.participation.id, now);
    if (!hasPlace) return refundLateSuccess(booking, tx, agg, confirmed, context, { cancelBooking: true });
    await booking.restoreHoldExpiredRegistrations(tx, agg.participation.id, now);
  }
  await cancelReplacedTransfers(tx, agg, now);
  await booking.confirmActiveRegistrations(tx, agg.participation.id, now);
  const current = await booking.findParticipationAggregate(tx, agg.participation.id);
  if (!current) return [];
  await withdrawExcessRefundRequests(tx, current, statementOf(current), now);
  const invoice = await invoices.issueInvoice(tx, current, confirmed, now);
  invoicesIssued?.push(invoice);
  const email: OutgoingEmail | null = await invoices.documentEmail(
    tx,
    current,
    invoice,
    'payment-confirmation',
  );
  if (email) await enqueueEmails(tx, [email]);
  return [];
}
