import { quoteCancellation } from '@congress/domain/cancellation-policy';
import { CANCEL_MESSAGES, type TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { isMainCancelled, livePendingChange, statementOf } from '@congress/domain/participation-money';
import { AppError } from '../../../lib/app-error.ts';
import type { ParticipationAggregate } from '../participations/participation-read.repository.ts';

/**
 * What cancelling now costs and gives back (decisions 48), read from the account statement: the
 * price of the choice in force and the money received and kept (paid less refunded).
 */
export function quoteOf(agg: ParticipationAggregate, now: Date): TCancelQuote {
  const { congress, participation } = agg;
  const policy = congress.cancellationPolicy;
  const statement = statementOf(agg);
  const isCancelled = isMainCancelled(agg);
  const quote = quoteCancellation({
    policy,
    now,
    timeZone: congress.timeZone,
    priceCents: statement.priceCents,
    paidCents: statement.receivedCents,
  });
  const { stage } = quote;
  return {
    participationId: participation.id,
    version: participation.version,
    currency: congress.currency,
    timeZone: congress.timeZone,
    policy,
    stage: {
      kind: stage.kind,
      until: stage.kind === 'step' ? stage.until : null,
      feePercent: stage.kind === 'closed' ? null : stage.feePercent,
    },
    isOpen: !isCancelled && stage.kind !== 'closed',
    isCancelled,
    priceCents: quote.priceCents,
    paidCents: quote.paidCents,
    // Once cancelled, the fee kept and what came or comes back.
    feeCents: isCancelled ? participation.cancellationFeeCents : quote.feeCents,
    refundCents: isCancelled
      ? Math.max(0, quote.paidCents - participation.cancellationFeeCents)
      : quote.refundCents,
    request: participation.cancellationRequest ?? null,
    refund: { requestedCents: statement.refundRequestedCents, refundedCents: statement.refundedCents },
  };
}

/**
 * What refuses a cancellation whatever the policy (409): already cancelled, a change being made
 * (decisions 32: finish or abandon it first), a card payment in progress (its outcome would land on a
 * cancelled participation).
 */
export function assertCancellable(agg: ParticipationAggregate, now: Date): void {
  if (isMainCancelled(agg)) throw new AppError('CONFLICT', CANCEL_MESSAGES.alreadyCancelled);
  if (livePendingChange(agg, now)) throw new AppError('CONFLICT', CANCEL_MESSAGES.changePending);
  const processing = agg.payments.some(
    (p) => p.kind === 'charge' && p.method === 'card' && p.status === 'pending',
  );
  if (processing) throw new AppError('CONFLICT', CANCEL_MESSAGES.cardProcessing);
}
