import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { ProviderStateError } from '../../lib/payments/payment-provider.ts';
import type { PaymentProviders } from '../../lib/payments/providers.ts';
import type { PaymentEventsService } from './payment-events.service.ts';
import { type PaymentRow, updatePaymentStatus } from './payments.repository.ts';

export type RetireDeps = {
  db: Database;
  clock: () => Date;
  providers: PaymentProviders;
  events: PaymentEventsService;
};

/** The provider's idempotency key of a payment: its id, plus its creation instant so a reset database never reuses one. */
export const intentIdempotencyKey = (payment: PaymentRow) =>
  `payment-${payment.id}-${payment.createdAt.getTime()}`;

export type RetireOutcome = 'cancelled' | 'succeeded' | 'in-progress';

/**
 * Ends an open card payment: cancelled with its provider FIRST, then marked cancelled here. When the
 * provider refuses because the intent already succeeded, the success is handled instead; when it is
 * still processing, nothing changes here and 'in-progress' is answered. Network failures throw.
 */
export async function retireCardPayment(
  deps: RetireDeps,
  open: PaymentRow,
  reason: string,
): Promise<RetireOutcome> {
  if (open.provider && open.providerIntentId) {
    const provider = deps.providers.byName(open.provider);
    try {
      await provider.cancelIntent(open.providerIntentId, `cancel-${intentIdempotencyKey(open)}`);
    } catch (error) {
      if (!(error instanceof ProviderStateError))
        throw new AppError('BUSY', PAYMENT_MESSAGES.providerUnavailable);
      const intent = await provider.retrieveIntent(open.providerIntentId);
      if (intent.status === 'succeeded') {
        await deps.events.processIntent(intent);
        return 'succeeded';
      }
      if (intent.status !== 'canceled') return 'in-progress';
    }
  }
  await updatePaymentStatus(
    deps.db,
    open.id,
    ['pending'],
    { status: 'cancelled', comment: reason },
    deps.clock(),
  );
  return 'cancelled';
}
