import type { CardProvider } from '@congress/domain/contracts/payments';

/** The failure a card attempt reports, as Stripe names it. */
export type CardFailure = {
  code?: string | null;
  decline_code?: string | null;
  message?: string | null;
  /** The failed attempt (charge) id: the same failure seen twice is recorded once. */
  charge?: string | null;
  payment_method?: { id?: string | null; type?: string | null } | null;
};

/**
 * The subset of a Stripe PaymentIntent the app reads. The offline provider builds the same shape, so
 * one event handler serves both (architecture, "Payments").
 */
export type ProviderIntent = {
  id: string;
  object: 'payment_intent';
  /** In the provider's minor units of `currency`. */
  amount: number;
  currency: string;
  status: string;
  client_secret?: string | null;
  latest_charge?: string | { id: string } | null;
  last_payment_error?: CardFailure | null;
  payment_method_types?: string[];
  metadata?: Record<string, string>;
};

/** A provider event; only the payment intent events below have a handler. */
export type PaymentEvent = {
  id: string;
  type: string;
  data: { object: ProviderIntent };
};

export const HANDLED_EVENT_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;
export type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];

export type CreateIntentInput = {
  amountMinor: number;
  currency: string;
  /** Our payment id: a retried call never creates a second intent (architecture). */
  idempotencyKey: string;
  description: string;
  receiptEmail: string | null;
  metadata: Record<string, string>;
};

export type ProviderRefund = { id: string; status: string };

/** Raised when the provider refuses an operation for the intent's state (cancel after success ...). */
export class ProviderStateError extends Error {
  constructor(
    message: string,
    readonly intentStatus: string | null,
  ) {
    super(message);
  }
}

export type PaymentProvider = {
  readonly name: CardProvider;
  createIntent(input: CreateIntentInput): Promise<ProviderIntent & { client_secret: string }>;
  retrieveIntent(intentId: string): Promise<ProviderIntent>;
  cancelIntent(intentId: string, idempotencyKey: string): Promise<void>;
  refund(input: { intentId: string; amountMinor: number; idempotencyKey: string }): Promise<ProviderRefund>;
};
