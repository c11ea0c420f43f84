import { PAYMENT_MESSAGES } from '@congress/domain/contracts/payments';
import { toProviderMinorUnits } from '@congress/domain/money';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProvider } from '../../lib/payments/payment-provider.ts';
import { intentIdempotencyKey } from './card-retire.ts';
import { attachIntent, findPaymentById, type PaymentRow } from './payments.repository.ts';

/**
 * The provider's intent of an open card payment, made once: a payment row that has one keeps it;
 * two tabs asking at once attach one intent (the provider's idempotency key is the payment's).
 */
export async function ensureIntent(
  db: Database,
  payment: PaymentRow,
  provider: PaymentProvider,
  about: { description: string; receiptEmail: string | null; metadata: Record<string, string> },
): Promise<PaymentRow> {
  if (payment.providerIntentId && payment.clientSecret) return payment;
  const intent = await provider
    .createIntent({
      amountMinor: toProviderMinorUnits(payment.amountCents, payment.currency),
      currency: payment.currency,
      idempotencyKey: intentIdempotencyKey(payment),
      description: about.description,
      receiptEmail: about.receiptEmail,
      metadata: { paymentId: String(payment.id), ...about.metadata },
    })
    .catch(() => {
      throw new AppError('BUSY', PAYMENT_MESSAGES.providerUnavailable);
    });
  const attached = await attachIntent(db, payment.id, {
    intentId: intent.id,
    clientSecret: intent.client_secret,
  });
  // Another tab attached its intent first: everyone uses that one.
  return attached ?? (await findPaymentById(db, payment.id)) ?? payment;
}
