import type { AccountStatement } from '@congress/domain/account-statement';
import { fromCents } from '@congress/domain/money';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { paths } from '../../config/paths.ts';

const m = defineMessages({
  card: { id: 'registration.paymentMethod.card', defaultMessage: 'Credit card' },
  bankTransfer: { id: 'registration.paymentMethod.bankTransfer', defaultMessage: 'Bank transfer' },
});

/** The payment methods of the payment summary; `label` is a message, said in the reader's language. */
export const PAYMENT_METHOD_CHOICES = [
  { value: 'card', label: m.card },
  { value: 'bank_transfer', label: m.bankTransfer },
] as const;
export type PaymentMethodChoice = (typeof PAYMENT_METHOD_CHOICES)[number]['value'];

export type ForwardStep =
  | { kind: 'bankTransfer'; href: string }
  | { kind: 'payment'; href: string }
  | { kind: 'confirm'; amount: string };

/**
 * The payment summary's forward button (spec 2.2), from the account statement (decisions 31): PAYE
 * by bank transfer goes to bankTransfer with the amount, by card to payment; REFUND and CONFIRM go to
 * confirm (after POST /payment/confirm).
 */
export function forwardStep(
  congressSlug: string,
  participant: string,
  statement: Pick<AccountStatement, 'action' | 'actionAmountCents'>,
  method: PaymentMethodChoice,
): ForwardStep {
  const amount = fromCents(statement.actionAmountCents);
  if (statement.action !== 'PAYE') return { kind: 'confirm', amount };
  if (method === 'bank_transfer') {
    return { kind: 'bankTransfer', href: paths.bankTransfer.getHref(congressSlug, participant, amount) };
  }
  return { kind: 'payment', href: paths.payment.getHref(congressSlug, participant) };
}

export const confirmHref = (congressSlug: string, participant: string, amount: string, label: string) =>
  paths.confirm.getHref(congressSlug, participant, { amount, label });
