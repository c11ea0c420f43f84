import { randomBytes } from 'node:crypto';
import type { TCardError } from '@congress/domain/contracts/payments';
import type { PaymentEvent, PaymentProvider, ProviderIntent } from './payment-provider.ts';

const OFFLINE_PREFIX = 'pi_offline_';

/** Stripe's test numbers decide the outcome (architecture, "Payments"). */
const OUTCOMES: Record<string, TCardError | null> = {
  '4242424242424242': null,
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};
const INCORRECT_NUMBER: TCardError = { code: 'incorrect_number', message: 'Your card number is incorrect.' };

/** The failure of an offline card, or null when it succeeds. */
export function decideOfflineCard(cardNumber: string): TCardError | null {
  const outcome = OUTCOMES[cardNumber.replace(/[\s-]/g, '')];
  return outcome === undefined ? INCORRECT_NUMBER : outcome;
}

/**
 * The demo and test provider (refused in production, decisions 27). It keeps no state of its own: an
 * offline intent only changes through the card form, whose outcome is delivered to the event handler
 * at once, so until then the intent still requires a payment method.
 */
export function createOfflineProvider(): PaymentProvider {
  return {
    name: 'offline',
    async createIntent(input) {
      const id = `${OFFLINE_PREFIX}${randomBytes(12).toString('hex')}`;
      return {
        id,
        object: 'payment_intent',
        amount: input.amountMinor,
        currency: input.currency.toLowerCase(),
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(18).toString('base64url')}`,
        payment_method_types: ['card'],
        metadata: input.metadata,
      };
    },
    async retrieveIntent(intentId): Promise<ProviderIntent> {
      return {
        id: intentId,
        object: 'payment_intent',
        amount: 0,
        currency: '',
        status: 'requires_payment_method',
      };
    },
    async cancelIntent() {},
    async refund() {
      return { id: `re_offline_${randomBytes(12).toString('hex')}`, status: 'succeeded' };
    },
  };
}

export type OfflineAttempt = {
  intentId: string;
  amountMinor: number;
  currency: string;
  failure: TCardError | null;
  last4: string;
};

/** The Stripe-shaped event of an offline card attempt, for the one event handler. */
export function offlineAttemptEvent(attempt: OfflineAttempt): PaymentEvent {
  const charge = `ch_offline_${randomBytes(12).toString('hex')}`;
  const intent: ProviderIntent = {
    id: attempt.intentId,
    object: 'payment_intent',
    amount: attempt.amountMinor,
    currency: attempt.currency.toLowerCase(),
    status: attempt.failure ? 'requires_payment_method' : 'succeeded',
    latest_charge: charge,
    last_payment_error: attempt.failure
      ? { ...attempt.failure, charge, payment_method: { id: null, type: 'card' } }
      : null,
    payment_method_types: ['card'],
    metadata: { last4: attempt.last4 },
  };
  return {
    id: `evt_offline_${randomBytes(12).toString('hex')}`,
    type: attempt.failure ? 'payment_intent.payment_failed' : 'payment_intent.succeeded',
    data: { object: intent },
  };
}
