import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createPaymentProviders } from '../../lib/payments/providers.ts';
import { createBankTransferService } from './bank-transfer.service.ts';
import { createCardPaymentService } from './card-payment.service.ts';
import { createConfirmService } from './confirm.service.ts';
import { createDeniedCardService } from './denied-card.service.ts';
import { createHoldsService } from './holds.service.ts';
import { createIntentStatusService } from './intent-status.service.ts';
import { createOfflineCardService } from './offline-card.service.ts';
import { createPaymentEventsService } from './payment-events.service.ts';
import { createPaymentSummaryService } from './payment-summary.service.ts';
import { createRefundsService } from './refunds.service.ts';

export type PaymentServicesDeps = {
  config: Pick<AppConfig, 'isProduction' | 'stripeSecretKey' | 'stripeApiBase'>;
  db: Database;
  clock: () => Date;
  /** Failures after a commit (a refund the provider refused for now): logged, retried by the timer. */
  onError?: (error: unknown) => void;
};

/** Every payment service, wired in one place (house style 3). */
export function createPaymentServices({ config, db, clock, onError }: PaymentServicesDeps) {
  const providers = createPaymentProviders(config);
  const refunds = createRefundsService({ db, providers, clock, onError });
  const events = createPaymentEventsService({ db, clock, refunds, onError });
  const base = { db, clock, providers, events };
  return {
    providers,
    refunds,
    events,
    card: createCardPaymentService(base),
    offline: createOfflineCardService({ db, events, isProduction: config.isProduction }),
    intents: createIntentStatusService({ db, providers, events }),
    denied: createDeniedCardService({ db, clock }),
    bankTransfer: createBankTransferService(base),
    confirm: createConfirmService({ db, clock, refunds, onError }),
    summary: createPaymentSummaryService({ db }),
    holds: createHoldsService({ ...base, onError }),
  };
}
export type PaymentServices = ReturnType<typeof createPaymentServices>;
