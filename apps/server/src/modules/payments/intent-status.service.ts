import { PAYMENT_MESSAGES, type TIntentStatus } from '@congress/domain/contracts/payments';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../../lib/payments/providers.ts';
import type { PaymentEventsService } from './payment-events.service.ts';
import { findPaymentByClientSecret, findPaymentById, type PaymentRow } from './payments.repository.ts';

const STATUS_OF: Record<PaymentRow['status'], string> = {
  confirmed: 'succeeded',
  pending: 'processing',
  denied: 'requires_payment_method',
  cancelled: 'canceled',
};

export type IntentStatusDeps = { db: Database; providers: PaymentProviders; events: PaymentEventsService };

/** GET /api/payment/intent: the invoice page's outcome, settled with the provider when no event came. */
export function createIntentStatusService({ db, providers, events }: IntentStatusDeps) {
  /** Asks the provider and feeds its answer to the event handler; a provider outage leaves our view. */
  async function settleWithProvider(
    payment: PaymentRow,
  ): Promise<{ row: PaymentRow; providerStatus: string | null }> {
    if (!payment.provider || !payment.providerIntentId) return { row: payment, providerStatus: null };
    try {
      const intent = await providers.byName(payment.provider).retrieveIntent(payment.providerIntentId);
      await events.processIntent(intent);
      return { row: (await findPaymentById(db, payment.id)) ?? payment, providerStatus: intent.status };
    } catch {
      return { row: payment, providerStatus: null };
    }
  }

  return {
    async status(clientSecret: string): Promise<TIntentStatus> {
      const payment = await findPaymentByClientSecret(db, clientSecret);
      if (!payment) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      const { row, providerStatus } =
        payment.status === 'pending'
          ? await settleWithProvider(payment)
          : { row: payment, providerStatus: null };
      const status = row.status === 'pending' && providerStatus ? providerStatus : STATUS_OF[row.status];
      return {
        status,
        participationId: row.participationId,
        amountCents: row.amountCents,
        currency: row.currency,
      };
    },
  };
}
