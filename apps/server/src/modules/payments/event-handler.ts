import type { Transaction } from '../../db/database.ts';
import type { ProviderIntent } from '../../lib/payments/payment-provider.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';

export type EventContext = { eventId: string; now: Date };

/** Work that must wait until the event's transaction has committed (a provider call). */
export type FollowUp = { refundPaymentId: number };

export type HandlerDeps = { booking: PaymentsBooking; invoices: PaymentsInvoices };

/** One handler per provider event type (house style 8); it runs inside the event's transaction. */
export type IntentEventHandler = (
  deps: HandlerDeps,
  tx: Transaction,
  intent: ProviderIntent,
  context: EventContext,
) => Promise<FollowUp[]>;

/** What is kept of the provider's view on our payment row (spec 4: method type, intent id). */
export function intentInformation(intent: ProviderIntent) {
  const charge =
    typeof intent.latest_charge === 'string' ? intent.latest_charge : (intent.latest_charge?.id ?? null);
  return {
    intentId: intent.id,
    chargeId: charge,
    providerStatus: intent.status,
    amountMinor: intent.amount,
    currency: intent.currency,
    paymentMethodType:
      intent.last_payment_error?.payment_method?.type ?? intent.payment_method_types?.[0] ?? 'card',
    ...(intent.metadata?.last4 ? { last4: intent.metadata.last4 } : {}),
  };
}
