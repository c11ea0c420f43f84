import {
  PAYMENT_MESSAGES,
  type TOfflineConfirmRequest,
  type TOfflineConfirmResponse,
} from '@congress/domain/contracts/payments';
import { toProviderMinorUnits } from '@congress/domain/money';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { decideOfflineCard, offlineAttemptEvent } from '../../lib/payments/offline-provider.ts';
import type { PaymentEventsService } from './payment-events.service.ts';
import { findPaymentByClientSecret, findPaymentById } from './payments.repository.ts';

/**
 * The offline provider's card form (demo and tests): the test number decides, and the outcome goes
 * through the same event handler as Stripe's webhooks. The client secret is the capability.
 */
export function createOfflineCardService(deps: {
  db: Database;
  events: PaymentEventsService;
  isProduction: boolean;
}) {
  const { db, events } = deps;
  return {
    async confirm(request: TOfflineConfirmRequest): Promise<TOfflineConfirmResponse> {
      // Production never takes money through test numbers, whatever rows its database holds (decisions 27).
      if (deps.isProduction) throw new AppError('CONFLICT', PAYMENT_MESSAGES.cardUnavailable);
      const payment = await findPaymentByClientSecret(db, request.clientSecret);
      if (!payment?.providerIntentId || payment.provider !== 'offline') {
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      }
      if (payment.status === 'confirmed') return { status: 'succeeded' };
      if (payment.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.paymentClosed);
      const failure = decideOfflineCard(request.cardNumber);
      await events.process(
        offlineAttemptEvent({
          intentId: payment.providerIntentId,
          amountMinor: toProviderMinorUnits(payment.amountCents, payment.currency),
          currency: payment.currency,
          failure,
          last4: request.cardNumber.slice(-4),
        }),
      );
      if (failure) return { status: 'requires_payment_method', error: failure };
      const after = await findPaymentById(db, payment.id);
      return { status: after?.status === 'confirmed' ? 'succeeded' : 'requires_payment_method' };
    },
  };
}
