import type { TCardError } from '@congress/domain/contracts/payments';
import type { Executor, Transaction } from '../../db/database.ts';
import type { CardFailure, ProviderIntent } from '../../lib/payments/payment-provider.ts';
import { type EventContext, type FollowUp, type HandlerDeps, intentInformation } from './event-handler.ts';
import {
  findDeniedAttempt,
  findPaymentByIntent,
  insertPayment,
  type PaymentRow,
} from './payments.repository.ts';

/** Spec 4: the comment of a Denied payment holds the code, the decline code and the message. */
export function failureComment(failure: Partial<TCardError> | CardFailure | null | undefined): string {
  const code = failure?.code || 'unknown';
  const decline = failure?.decline_code ? ` (${failure.decline_code})` : '';
  return `${code}${decline}: ${failure?.message || 'An unknown error occurred'}`;
}

export type DeniedAttempt = {
  /** The card payment tried (or, without one, what it would have been). */
  open: Pick<PaymentRow, 'participationId' | 'amountCents' | 'currency' | 'provider'>;
  intentId: string;
  /** The failed attempt's id, so that webhook, poll and browser report record it once. */
  attemptKey: string;
  failure: Partial<TCardError> | CardFailure | null | undefined;
  paymentMethodType: string;
  source: 'provider' | 'browser';
  extra?: Record<string, unknown>;
};

/** Records a Denied card attempt: method type, sum, intent id and the failure (spec 4). */
export async function recordDeniedAttempt(
  executor: Executor,
  attempt: DeniedAttempt,
  now: Date,
): Promise<PaymentRow> {
  const { open } = attempt;
  const earlier = await findDeniedAttempt(
    executor,
    open.participationId,
    attempt.intentId,
    attempt.attemptKey,
  );
  if (earlier) return earlier;
  return insertPayment(executor, {
    participationId: open.participationId,
    kind: 'charge',
    method: 'card',
    status: 'denied',
    amountCents: open.amountCents,
    currency: open.currency,
    provider: open.provider,
    comment: failureComment(attempt.failure),
    informationsPayment: {
      ...attempt.extra,
      intentId: attempt.intentId,
      attemptKey: attempt.attemptKey,
      paymentMethodType: attempt.paymentMethodType,
      code: attempt.failure?.code ?? null,
      decline_code: attempt.failure?.decline_code ?? null,
      message: attempt.failure?.message ?? null,
      source: attempt.source,
    },
    date: now,
  });
}

/**
 * payment_intent.payment_failed: a Denied record beside the open payment, which stays open for another
 * try (the intent can be paid again). A failure that arrives after the success changes nothing.
 */
export async function onPaymentFailed(
  { booking }: HandlerDeps,
  tx: Transaction,
  intent: ProviderIntent,
  context: EventContext,
): Promise<FollowUp[]> {
  const known = await findPaymentByIntent(tx, intent.id);
  if (known?.kind !== 'charge') return [];
  const agg = await booking.findParticipationAggregate(tx, known.participationId, { forUpdate: true });
  const open = agg?.payments.find((p) => p.id === known.id);
  if (open?.status !== 'pending') return [];
  const failure = intent.last_payment_error;
  const information = intentInformation(intent);
  await recordDeniedAttempt(
    tx,
    {
      open,
      intentId: intent.id,
      attemptKey: failure?.charge ?? failure?.payment_method?.id ?? context.eventId,
      failure,
      paymentMethodType: information.paymentMethodType,
      source: 'provider',
      extra: { eventId: context.eventId, ...(information.last4 ? { last4: information.last4 } : {}) },
    },
    context.now,
  );
  return [];
}
