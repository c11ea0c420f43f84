import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { createPaymentProviders } from '../../lib/payments/providers.ts';
import { createBankTransferService } from './bank-transfer.service.ts';
import { createCardPaymentService } from './card-payment.service.ts';
import { createGroupTransferService } from './group-transfer.service.ts';
import { createGroupCardService } from './group-card.service.ts';
import { groupPaidEmail } from './group-paid-email.ts';
import { createConfirmService } from './confirm.service.ts';
import { createDeniedCardService } from './denied-card.service.ts';
import { createHoldsService } from './holds.service.ts';
import { createIntentStatusService } from './intent-status.service.ts';
import { createOfflineCardService } from './offline-card.service.ts';
import { createPaymentEventsService } from './payment-events.service.ts';
import { createPaymentSummaryService } from './payment-summary.service.ts';
import type { PaymentsBooking, PaymentsInvoices } from './payment-deps.ts';
import { blankPayments } from './payment-purge.repository.ts';
import { insertPayment, updatePaymentStatus } from './payments.repository.ts';
import { confirmReceivedTransfer } from './transfer-receipt.repository.ts';
import { createRefundsService } from './refunds.service.ts';
import { settleCancellation } from './cancellation-refund.ts';

export type PaymentsServiceDeps = {
  config: Pick<AppConfig, 'isProduction' | 'stripeSecretKey' | 'stripeApiBase'>;
  db: Database;
  clock: () => Date;
  booking: PaymentsBooking;
  invoices: PaymentsInvoices;
  /** Failures after a commit (a refund the provider refused for now): logged, retried by the timer. */
  onError?: (error: unknown) => void;
};

/**
 * The payments module's public surface: every payment service, wired in one place (house style 3).
 * The payments desk uses `refunds` and `desk`; the routes and the timers use the rest.
 */
export function createPaymentsService({
  config,
  db,
  clock,
  onError,
  booking,
  invoices,
}: PaymentsServiceDeps) {
  const providers = createPaymentProviders(config);
  const refunds = createRefundsService({ db, providers, clock, onError, booking, invoices });
  const events = createPaymentEventsService({ db, clock, refunds, onError, booking, invoices });
  const base = { db, clock, providers, events, booking };
  const bankTransfer = createBankTransferService({ ...base, invoices });
  return {
    providers,
    refunds,
    events,
    card: createCardPaymentService(base),
    groupCard: createGroupCardService(base),
    offline: createOfflineCardService({ db, events, isProduction: config.isProduction }),
    intents: createIntentStatusService({ db, providers, events }),
    denied: createDeniedCardService({ db, clock, booking }),
    bankTransfer,
    groupTransfer: createGroupTransferService({ ...base, invoices, bankTransfer }),
    confirm: createConfirmService({ db, clock, refunds, onError, booking }),
    summary: createPaymentSummaryService({ db, clock, booking }),
    holds: createHoldsService({ ...base, onError }),
    /** The payer's e-mail when a group's one payment arrived (decisions 49), with its places' invoices. */
    groupPaidEmail,
    /** Money an admin records at the desk, in the desk's transaction. */
    insertPayment,
    /** Moves a payment only from the given statuses, so a stale writer changes nothing. */
    updatePaymentStatus,
    /** The desk's receipt of a pending transfer, in the desk's transaction; null if no longer pending. */
    confirmReceivedTransfer,
    /** A self-cancellation's money (decisions 48), in its transaction: transfers dropped, refund asked. */
    settleCancellation,
    /** The personal-data purge of a finished congress (decisions 30); the number of payments blanked. */
    blankPayments,
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
