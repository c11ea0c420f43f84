import type { ChoiceChange } from '../choice-change.ts';
import type { BankDetails } from '../bank-details.ts';
import { z } from 'zod';
import { type AccountStatement, PAYMENT_STATES } from '../account-statement.ts';
import { PAYMENT_KINDS, PAYMENT_METHODS, PAYMENT_STATUSES } from '../enums.ts';
import { MESSAGES } from '../messages.ts';
import { emailField } from '../validation.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Messages of the payment routes that the spec leaves unshown. */
export const PAYMENT_MESSAGES = defineTexts({
  cardUnavailable: 'Card payment is not available for this congress. Please choose bank transfer.',
  nothingToPay: 'There is nothing to pay for this participation.',
  amountDue: 'An amount is still due for this participation. Please pay it first.',
  reservationExpired: 'Your reservation has expired. Please choose your rate again.',
  paymentNotFound: 'Payment not found',
  paymentClosed: 'This payment is no longer open. Please start the payment again.',
  paymentInProgress: 'A card payment for this participation is being processed. Please wait a moment.',
  providerUnavailable: 'The payment provider is unavailable. Please try again in a moment.',
  invalidSignature: 'Invalid webhook signature.',
  noInvoice: 'No invoice has been issued for this participation yet.',
  noEmail: 'The participant has no e-mail address.',
  /** The offline provider's card form (demo and tests): no digits at all. */
  cardNumberIncorrect: 'Your card number is incorrect.',
});

/** The browser names a participation and nothing else: amounts come from the server (decisions 14, 25). */
export const participationId = () =>
  z.coerce
    .number({ error: MESSAGES.participationNotFound })
    .int(MESSAGES.participationNotFound)
    .positive(MESSAGES.participationNotFound);

export const ZParticipationRequest = z.object({ participation: participationId() });

export const ZParticipationParam = z.object({ id: participationId() });

export const CARD_PROVIDERS = ['stripe', 'offline'] as const;
export type CardProvider = (typeof CARD_PROVIDERS)[number];

/** POST /api/payment/stripe/create: the open card payment of the participation. */
export const ZCardPaymentResponse = z.object({
  paymentId: z.number().int(),
  clientSecret: z.string(),
  /** The amount charged, in cents (the Pay button shows it). */
  amountCents: z.number().int(),
  currency: z.string(),
  provider: z.enum(CARD_PROVIDERS),
  /** Stripe's publishable key of the congress; null for the offline provider. */
  publishableKey: z.string().nullable(),
});
export type TCardPaymentResponse = z.infer<typeof ZCardPaymentResponse>;

/** Any text: a number that is not one of the test cards is answered incorrect_number, like Stripe does. */
const cardDigits = z
  .string()
  .max(40)
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().min(1, PAYMENT_MESSAGES.cardNumberIncorrect));

/** The offline provider's card form (demo and tests only): the client secret is the capability. */
export const ZOfflineConfirmRequest = z.object({
  clientSecret: z.string().min(10).max(200),
  cardNumber: cardDigits,
  expMonth: z.coerce.number().int().min(1).max(12),
  expYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, "Your card's security code is incorrect."),
  billingName: z.string().trim().min(1).max(200),
  billingEmail: emailField(),
});
export type TOfflineConfirmRequest = z.infer<typeof ZOfflineConfirmRequest>;

export const ZCardError = z.object({
  code: z.string(),
  decline_code: z.string().optional(),
  message: z.string(),
});
export type TCardError = z.infer<typeof ZCardError>;

export const ZOfflineConfirmResponse = z.object({
  status: z.enum(['succeeded', 'requires_payment_method']),
  error: ZCardError.optional(),
});
export type TOfflineConfirmResponse = z.infer<typeof ZOfflineConfirmResponse>;

export const ZIntentQuery = z.object({ client_secret: z.string().min(10).max(200) });

/** The invoice page's outcome (spec 4): succeeded, processing, requires_payment_method or anything else. */
export const ZIntentStatus = z.object({
  status: z.string(),
  participationId: z.number().int(),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type TIntentStatus = z.infer<typeof ZIntentStatus>;

/** POST /api/payment/create: a card attempt the browser saw fail; it is always recorded Denied. */
export const ZDeniedCardRequest = z.object({
  participation: participationId(),
  clientSecret: z.string().min(10).max(200).optional(),
  code: z.string().max(100).optional(),
  decline_code: z.string().max(100).optional(),
  message: z.string().max(500).optional(),
  paymentMethodType: z.string().max(50).optional(),
});
export type TDeniedCardRequest = z.infer<typeof ZDeniedCardRequest>;

/**
 * A payment as spec 3 names it (statusPayment, typePayment, sum as "800.00"), plus our kind, the
 * amount in cents (`amountCents`, as in every other payment response) and the payment number of
 * spec 9. The one payment contract: a participation's payment list and the payment routes use it.
 */
export const ZPayment = z.object({
  id: z.number().int(),
  participationId: z.number().int(),
  kind: z.enum(PAYMENT_KINDS),
  statusPayment: z.enum(PAYMENT_STATUSES),
  typePayment: z.enum(PAYMENT_METHODS),
  sum: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  reference: z.string().nullable(),
  comment: z.string().nullable(),
  date: z.string(),
  paymentNumber: z.string(),
  /** What the line is for the people who read it (decisions 31): paid, awaiting transfer, refunded... */
  state: z.enum(PAYMENT_STATES),
  /** A refused refund request: the organiser's reason; null otherwise. */
  refusalReason: z.string().nullable().optional(),
});
export type TPayment = z.infer<typeof ZPayment>;

/** The participation's account statement (decisions 31), as `accountStatement` computes it. */
export const ZAccountStatement = z.object({
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  awaitingTransferCents: z.number().int(),
  refundedCents: z.number().int(),
  refundRequestedCents: z.number().int(),
  refundRefusedCents: z.number().int(),
  receivedCents: z.number().int(),
  dueCents: z.number().int(),
  creditCents: z.number().int(),
  excessRefundRequestCents: z.number().int(),
  action: z.enum(['PAYE', 'REFUND', 'CONFIRM']),
  actionAmountCents: z.number().int(),
  isSettled: z.boolean(),
}) satisfies z.ZodType<AccountStatement>;

export const ZBankDetails = z.object({
  accountHolder: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  bankAddress: z.string().nullable(),
}) satisfies z.ZodType<BankDetails>;

export const ZBankTransferResponse = z.object({
  paymentId: z.number().int(),
  reference: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  /** The calendar day (YYYY-MM-DD) the transfer is due, 15 days after it was chosen (spec 9). */
  dueDate: z.string(),
  /** The account to pay, from the congress settings: the page prints it as text (decisions 35). */
  bankDetails: ZBankDetails.nullable(),
});
export type TBankTransferResponse = z.infer<typeof ZBankTransferResponse>;

/** POST /api/payment/confirm (decisions 15): CONFIRM saves, REFUND records a refund request. */
export const ZConfirmResponse = z.object({
  label: z.enum(['CONFIRM', 'REFUND']),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type TConfirmResponse = z.infer<typeof ZConfirmResponse>;

/** The payment summary step: what the participation costs, what is paid, what is due. */
const ZChoiceLine = z.object({ rateLabel: z.string(), pax: z.number().int(), priceCents: z.number().int() });
export const ZChoiceChange = z.object({
  inForce: ZChoiceLine,
  next: ZChoiceLine,
  paidCents: z.number().int(),
  awaitingTransferCents: z.number().int(),
  chargedNowCents: z.number().int(),
  action: z.enum(['PAYE', 'REFUND', 'CONFIRM']),
}) satisfies z.ZodType<ChoiceChange>;

export const ZPaymentSummary = z.object({
  participationId: z.number().int(),
  currency: z.string(),
  priceCents: z.number().int(),
  paidCents: z.number().int(),
  amountDueCents: z.number().int(),
  action: z.enum(['PAYE', 'REFUND', 'CONFIRM']),
  statement: ZAccountStatement,
  payments: z.array(ZPayment),
  /** A pending change (decisions 32): the choice in force, the new one, paid, charged now. */
  change: ZChoiceChange.nullable(),
});
export type TPaymentSummary = z.infer<typeof ZPaymentSummary>;
