import type Stripe from 'stripe';
import { lazyRequire } from '../lazy-require.ts';
import {
  type PaymentEvent,
  type PaymentProvider,
  type ProviderIntent,
  ProviderStateError,
} from './payment-provider.ts';

/** Loaded by a process that takes cards (STRIPE_SECRET_KEY set) when it first needs it. */
const loadStripe = lazyRequire<typeof Stripe>('stripe');

export type StripeProviderOptions = {
  secretKey: string;
  /** STRIPE_API_BASE: a local stub of Stripe's API in tests; unset = api.stripe.com. */
  apiBase?: string | undefined;
};

/** STRIPE_API_BASE -> the host/port/protocol options the Stripe constructor takes. */
export function stripeClientConfig(apiBase: string | undefined): Stripe.StripeConfig {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBase) return config;
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...config,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

function toProviderIntent(intent: Stripe.PaymentIntent): ProviderIntent {
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    currency: intent.currency,
    status: intent.status,
    client_secret: intent.client_secret,
    latest_charge:
      typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null),
    last_payment_error: error
      ? {
          code: error.code ?? null,
          decline_code: error.decline_code ?? null,
          message: error.message ?? null,
          charge: error.charge ?? null,
          payment_method: error.payment_method
            ? { id: error.payment_method.id, type: error.payment_method.type }
            : null,
        }
      : null,
    payment_method_types: intent.payment_method_types,
    metadata: intent.metadata,
  };
}

/** A cancel refused because the intent already moved on (succeeded, processing) is not a network error. */
function asStateError(error: unknown): unknown {
  if (
    error instanceof loadStripe().errors.StripeInvalidRequestError &&
    error.code === 'payment_intent_unexpected_state'
  ) {
    return new ProviderStateError(error.message, error.payment_intent?.status ?? null);
  }
  return error;
}

/** The official SDK on the server: PaymentIntents, cancels and refunds, each with an idempotency key. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const stripe = new (loadStripe())(options.secretKey, stripeClientConfig(options.apiBase));
  return {
    name: 'stripe',
    async createIntent(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          allowed_payment_method_types: ['card'],
          description: input.description,
          ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          metadata: input.metadata,
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (!intent.client_secret)
        throw new Error(`Stripe returned intent ${intent.id} without a client secret`);
      return { ...toProviderIntent(intent), client_secret: intent.client_secret };
    },
    async retrieveIntent(intentId) {
      return toProviderIntent(await stripe.paymentIntents.retrieve(intentId));
    },
    async cancelIntent(intentId, idempotencyKey) {
      try {
        await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey });
      } catch (error) {
        throw asStateError(error);
      }
    },
    async refund(input) {
      const refund = await stripe.refunds.create(
        { payment_intent: input.intentId, amount: input.amountMinor },
        { idempotencyKey: input.idempotencyKey },
      );
      return { id: refund.id, status: refund.status ?? 'pending' };
    },
  };
}

/**
 * Verifies Stripe-Signature over the raw body (throws on a bad or stale signature). Returns null for
 * events that are not about a payment intent: they are acknowledged and ignored.
 */
export function verifyStripeEvent(
  rawBody: Buffer,
  signature: string,
  webhookSecret: string,
): PaymentEvent | null {
  const event = loadStripe().webhooks.constructEvent(rawBody, signature, webhookSecret);
  const object = event.data.object;
  if (object.object !== 'payment_intent') return null;
  return {
    id: event.id,
    type: event.type,
    data: { object: toProviderIntent(object as Stripe.PaymentIntent) },
  };
}
