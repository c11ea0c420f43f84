import type { Database } from '../../db/database.ts';
import {
  HANDLED_EVENT_TYPES,
  type HandledEventType,
  type PaymentEvent,
  type ProviderIntent,
} from '../../lib/payments/payment-provider.ts';
import type { IntentEventHandler } from './event-handler.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';
import { onPaymentFailed } from './payment-failed.handler.ts';
import { onPaymentSucceeded } from './payment-succeeded.handler.ts';
import { markEventProcessed } from './processed-events.repository.ts';
import type { RefundsService } from './refunds.service.ts';

/** One handler per provider event (house style 8). */
const HANDLERS: Record<HandledEventType, IntentEventHandler> = {
  'payment_intent.succeeded': onPaymentSucceeded,
  'payment_intent.payment_failed': onPaymentFailed,
};

const isHandled = (type: string): type is HandledEventType =>
  (HANDLED_EVENT_TYPES as readonly string[]).includes(type);

/** processed: handled now (it may still change nothing, e.g. a failure after the success). */
export type EventOutcome = 'processed' | 'duplicate' | 'ignored';

export type PaymentEventsDeps = {
  db: Database;
  clock: () => Date;
  refunds: RefundsService;
  onError?: (error: unknown) => void;
  booking: PaymentsBooking;
  invoices: PaymentsInvoices;
};

/**
 * The single entry for card outcomes: Stripe's webhooks, the offline card form and provider polls all
 * come through here, so what the tests prove of it holds for every source.
 */
export function createPaymentEventsService(deps: PaymentEventsDeps) {
  const { db, clock, refunds, onError } = deps;
  async function process(event: PaymentEvent): Promise<EventOutcome> {
    if (!isHandled(event.type)) return 'ignored';
    const handler = HANDLERS[event.type];
    const result = await db.transaction(async (tx) => {
      const now = clock();
      // In the transaction of the effects: a repeated event finds its id taken and changes nothing twice.
      if (!(await markEventProcessed(tx, event.id, event.type, now))) return null;
      return handler(deps, tx, event.data.object, { eventId: event.id, now });
    });
    if (result === null) return 'duplicate';
    for (const followUp of result) {
      // The event is committed; a provider failure leaves the refund pending for the retry timer.
      await refunds.execute(followUp.refundPaymentId).catch((error: unknown) => onError?.(error));
    }
    return 'processed';
  }

  return {
    process,

    /**
     * A provider's answer about an intent (architecture: a lost webhook delays nothing) becomes the
     * event it stands for. Its id is derived from the outcome, so repeated polls count once.
     */
    async processIntent(intent: ProviderIntent): Promise<void> {
      if (intent.status === 'succeeded') {
        await process({
          id: `poll_${intent.id}_succeeded`,
          type: 'payment_intent.succeeded',
          data: { object: intent },
        });
        return;
      }
      const failure = intent.last_payment_error;
      const attempt = failure?.charge ?? failure?.payment_method?.id;
      if (intent.status === 'requires_payment_method' && attempt) {
        await process({
          id: `poll_${intent.id}_failed_${attempt}`,
          type: 'payment_intent.payment_failed',
          data: { object: intent },
        });
      }
    },
  };
}
export type PaymentEventsService = ReturnType<typeof createPaymentEventsService>;
