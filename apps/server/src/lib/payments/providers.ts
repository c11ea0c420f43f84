import { type CardProvider, PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../app-error.ts';
import { createOfflineProvider } from './offline-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';

export type PaymentProviders = {
  /** The provider a new card payment of this congress uses, or 409 when card payment is not offered. */
  forCongress(congress: { stripePublicKey: string | null }): PaymentProvider;
  /** The provider that holds an existing payment: only it may cancel or refund it. */
  byName(name: CardProvider): PaymentProvider;
};

/**
 * Stripe when STRIPE_SECRET_KEY is set and the congress has its public key; otherwise the offline
 * provider, which production refuses: there, without Stripe, only bank transfer is offered (decisions 27).
 */
export function createPaymentProviders(
  config: Pick<AppConfig, 'isProduction' | 'stripeSecretKey' | 'stripeApiBase'>,
): PaymentProviders {
  const stripe = config.stripeSecretKey
    ? createStripeProvider({ secretKey: config.stripeSecretKey, apiBase: config.stripeApiBase })
    : null;
  const offline = config.isProduction ? null : createOfflineProvider();
  return {
    forCongress(congress) {
      if (stripe && congress.stripePublicKey) return stripe;
      if (offline) return offline;
      throw new AppError('CONFLICT', PAYMENT_MESSAGES.cardUnavailable);
    },
    byName(name) {
      const provider = name === 'stripe' ? stripe : offline;
      if (!provider) throw new AppError('CONFLICT', PAYMENT_MESSAGES.cardUnavailable);
      return provider;
    },
  };
}
