import type { AccountStatement } from './account-statement.ts';
import type { PlaceholderKey, PlaceholderValues } from './contracts/emails.ts';
import { formatDate, formatDateTime } from './dates.ts';
import { capitalise } from './enums.ts';
import { formatMoney } from './money.ts';
import {
  type MoneyParticipation,
  type MoneyPayment,
  type MoneyRegistration,
  mainRegistration,
  pendingTransfer,
  statementOf,
} from './participation-money.ts';
import { type PricedRate, paymentNumber } from './pricing.ts';

/**
 * The values of an e-mail's {{placeholders}} for one participation (decisions 36), from the server's
 * own rows (decisions 25). Every amount is read from the account statement (decisions 31); a value
 * that does not apply is left empty, so a bulk send can list and skip who would read a blank.
 */

type EmailRegistration = MoneyRegistration & {
  participant: {
    firstName: string;
    lastName: string;
    email: string | null;
    billingInformation: string | null;
    country: string | null;
  };
};
type EmailPayment = MoneyPayment & { date: Date; reference: string | null };

export type EmailParticipation = MoneyParticipation<EmailRegistration, EmailPayment> & {
  participation: { holdExpiresAt: Date | null; createdAt: Date };
  rate: PricedRate & { label: string };
  hotel: { name: string };
  congress: {
    slug: string;
    label: string;
    description: string | null;
    addressCity: string | null;
    informationEmail: string | null;
    currency: string;
    timeZone: string;
  };
};

/** E-mails print the minor digits, like documents (decisions 16). */
const moneyOf = (agg: EmailParticipation) => (cents: number) =>
  formatMoney(cents, agg.congress.currency, { alwaysMinor: true });

/** The {{balance}} sentence: where the participant stands once the e-mail's event has happened. */
export const BALANCE_SENTENCES = {
  due: (amount: string) => `${amount} remains due.`,
  awaitingTransfer: (amount: string) => `Your bank transfer of ${amount} is awaited; nothing else is due.`,
  refundInProgress: (amount: string) => `A refund of ${amount} is being processed; nothing is due.`,
  credit: (amount: string) => `You have a credit of ${amount}.`,
  settled: 'Nothing more is due.',
  nothing: 'Nothing is due.',
} as const;

export function balanceSentence(statement: AccountStatement, money: (cents: number) => string): string {
  if (statement.dueCents > 0) return BALANCE_SENTENCES.due(money(statement.dueCents));
  if (statement.creditCents > 0) return BALANCE_SENTENCES.credit(money(statement.creditCents));
  if (statement.refundRequestedCents > 0)
    return BALANCE_SENTENCES.refundInProgress(money(statement.refundRequestedCents));
  if (statement.awaitingTransferCents > 0)
    return BALANCE_SENTENCES.awaitingTransfer(money(statement.awaitingTransferCents));
  return statement.paidCents > 0 ? BALANCE_SENTENCES.settled : BALANCE_SENTENCES.nothing;
}

type ParticipationKey =
  | 'firstName'
  | 'lastName'
  | 'address'
  | 'country'
  | 'congress'
  | 'congressLabel'
  | 'congressDescription'
  | 'congressAddressCity'
  | 'congressEmail'
  | 'rateLabel'
  | 'hotel'
  | 'totalPrice'
  | 'amountPaid'
  | 'amountRefunded'
  | 'balance';

/** What every e-mail about a participation may say: its person, congress, rate and account. */
export function participationValues(
  agg: EmailParticipation,
  statement: AccountStatement = statementOf(agg),
): Record<ParticipationKey, string> {
  const { congress } = agg;
  const participant = mainRegistration(agg)?.participant;
  const money = moneyOf(agg);
  return {
    firstName: participant?.firstName ?? '',
    lastName: participant?.lastName ?? '',
    address: participant?.billingInformation ?? '',
    country: participant?.country ?? '',
    congress: congress.slug,
    congressLabel: congress.label,
    congressDescription: congress.description ?? '',
    congressAddressCity: congress.addressCity ?? '',
    congressEmail: congress.informationEmail ?? '',
    rateLabel: agg.rate.label,
    hotel: agg.hotel.name,
    totalPrice: money(statement.priceCents),
    amountPaid: money(statement.paidCents),
    amountRefunded: money(statement.refundedCents),
    balance: balanceSentence(statement, money),
  };
}

/** Decisions 19: the participation's last charge that is not Denied. */
const lastCharge = (agg: EmailParticipation) =>
  agg.payments.filter((p) => p.kind === 'charge' && p.status !== 'denied').at(-1) ?? null;

/**
 * The reminder payload of spec 3. The reference is the bank reference the transfer's proforma gives
 * (what the payments desk searches by), never the payment number; amounts that are nothing (a paid or
 * €0 participation) are left empty rather than written "€0.00".
 */
export function reminderValues(agg: EmailParticipation, logoUrl: string): PlaceholderValues {
  const statement = statementOf(agg);
  const money = moneyOf(agg);
  const { timeZone } = agg.congress;
  const transfer = pendingTransfer(agg);
  const payment = transfer ?? lastCharge(agg);
  const ifAny = (cents: number) => (cents > 0 ? money(cents) : '');
  return {
    ...participationValues(agg, statement),
    paymentNumber: payment ? paymentNumber(payment.date, payment.id, timeZone) : '',
    paymentReference: transfer?.reference ?? '',
    date: formatDate(payment?.date ?? agg.participation.createdAt, timeZone),
    price: ifAny(statement.dueCents),
    amountDue: ifAny(statement.dueCents),
    amountAwaitingTransfer: ifAny(statement.awaitingTransferCents),
    paymentUICHAmount: ifAny(statement.receivedCents),
    logo: logoUrl,
  };
}

/** Of the placeholders a message uses, those this recipient's values leave empty (decisions 36). */
export function emptyPlaceholders(keys: readonly string[], values: PlaceholderValues): PlaceholderKey[] {
  return keys.filter(
    (key): key is PlaceholderKey => Object.hasOwn(values, key) && values[key as PlaceholderKey] === '',
  );
}

/** Registration received: the place held, and until when (decisions 11, 36). */
export function holdValues(agg: EmailParticipation): PlaceholderValues {
  const until = agg.participation.holdExpiresAt;
  return {
    ...participationValues(agg),
    holdUntil: until ? formatDateTime(until, agg.congress.timeZone) : '',
  };
}

/** Payment received: this payment's amount, and (through the statement) the total paid. */
export function paymentValues(
  agg: EmailParticipation,
  payment: EmailPayment,
  documentNumber: string | null,
): PlaceholderValues {
  const { timeZone } = agg.congress;
  return {
    ...participationValues(agg),
    paymentAmount: moneyOf(agg)(payment.amountCents),
    paymentMethod: capitalise(payment.method),
    paymentNumber: paymentNumber(payment.date, payment.id, timeZone),
    date: formatDate(payment.date, timeZone),
    documentNumber: documentNumber ?? '',
  };
}

/** Transfer instructions: the amount to transfer, its reference and due date. */
export function transferValues(
  agg: EmailParticipation,
  transfer: EmailPayment,
  dueDate: Date,
): PlaceholderValues {
  return {
    ...participationValues(agg),
    transferAmount: moneyOf(agg)(transfer.amountCents),
    transferReference: transfer.reference ?? '',
    transferDueDate: formatDate(dueDate, agg.congress.timeZone),
  };
}

/** Refund requested, completed or refused: the amount of this refund (and the organiser's reason). */
export function refundValues(
  agg: EmailParticipation,
  refundCents: number,
  reason?: string,
): PlaceholderValues {
  return {
    ...participationValues(agg),
    refundAmount: moneyOf(agg)(refundCents),
    ...(reason === undefined ? {} : { reason }),
  };
}
