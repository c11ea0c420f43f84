import type { AccountStatement } from './account-statement.ts';
import { bankDetailsOf, bankDetailsText } from './bank-details.ts';
import type { PlaceholderKey, PlaceholderValues } from './contracts/emails.ts';
import { formatDate } from './dates.ts';
import { labelOf, PAYMENT_METHOD_LABELS } from './enum-labels.ts';
import { FORMAT_LOCALES } from './i18n/languages.ts';
import { defineTexts } from './i18n/texts.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';
import { formatMoney } from './money.ts';
import {
  type MoneyParticipation,
  type MoneyPayment,
  type MoneyRegistration,
  mainRegistration,
  pendingTransfer,
  statementOf,
} from './participation-money.ts';
import { type PricedRate, paymentNumber, transferDueDate } from './pricing.ts';
import { formatZonedDateTime } from './zoned-time.ts';

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
    /** The account whose language the e-mail is written in. */
    userId?: number | null;
    memberUserId?: number | null;
  };
};
type EmailPayment = MoneyPayment & { date: Date; reference: string | null };

export type EmailParticipation = MoneyParticipation<EmailRegistration, EmailPayment> & {
  participation: { holdExpiresAt: Date | null; createdAt: Date };
  rate: PricedRate & { label: string };
  hotel: { name: string };
  congress: {
    /** The language of a recipient without one of their own. */
    defaultLanguage?: string;
    slug: string;
    label: string;
    description: string | null;
    addressCity: string | null;
    informationEmail: string | null;
    currency: string;
    timeZone: string;
    /** The bank account of transfers: printed in every e-mail that asks for one. */
    bankAccountHolder?: string | null;
    bankName?: string | null;
    bankIban?: string | null;
    bankBic?: string | null;
    bankAddress?: string | null;
  };
};

/** {{bankDetails}}: the congress's account as one line, labels in the reader's language. */
const bankDetailsValue = (agg: EmailParticipation, t: Translator) =>
  bankDetailsText(
    bankDetailsOf({
      bankAccountHolder: agg.congress.bankAccountHolder ?? null,
      bankName: agg.congress.bankName ?? null,
      bankIban: agg.congress.bankIban ?? null,
      bankBic: agg.congress.bankBic ?? null,
      bankAddress: agg.congress.bankAddress ?? null,
    }),
    (text) => t.text(text),
  );

let english: Translator | undefined;
const englishTranslator = () => {
  english ??= createTranslator('en', {});
  return english;
};

/**
 * E-mails print the minor digits, like documents (decisions 16), in the recipient's conventions: every
 * function below takes the recipient's translator, English when none is given.
 */
const moneyOf = (agg: EmailParticipation, t: Translator) => (cents: number) =>
  formatMoney(cents, agg.congress.currency, { alwaysMinor: true, locale: FORMAT_LOCALES[t.language] });

/** The {{balance}} sentence: where the participant stands once the e-mail's event has happened. */
export const BALANCE_SENTENCES = defineTexts({
  due: '{amount} remains due.',
  awaitingTransfer: 'Your bank transfer of {amount} is awaited; nothing else is due.',
  awaitingTransferDue: 'Your bank transfer of {amount}, due on {dueDate}, is awaited; nothing else is due.',
  refundInProgress: 'A refund of {amount} is being processed; nothing is due.',
  credit: 'You have a credit of {amount}.',
  settled: 'Nothing more is due.',
  nothing: 'Nothing is due.',
});

export function balanceSentence(
  statement: AccountStatement,
  money: (cents: number) => string,
  t: Translator = englishTranslator(),
  /** The awaited transfer's due date as printed (decisions 42: the one its proforma and the desk show). */
  transferDueOn: string | null = null,
): string {
  const say = (text: string, cents: number) => t.text(text, { amount: money(cents) });
  if (statement.dueCents > 0) return say(BALANCE_SENTENCES.due, statement.dueCents);
  if (statement.creditCents > 0) return say(BALANCE_SENTENCES.credit, statement.creditCents);
  if (statement.refundRequestedCents > 0)
    return say(BALANCE_SENTENCES.refundInProgress, statement.refundRequestedCents);
  if (statement.awaitingTransferCents > 0)
    return transferDueOn
      ? t.text(BALANCE_SENTENCES.awaitingTransferDue, {
          amount: money(statement.awaitingTransferCents),
          dueDate: transferDueOn,
        })
      : say(BALANCE_SENTENCES.awaitingTransfer, statement.awaitingTransferCents);
  return t.text(statement.paidCents > 0 ? BALANCE_SENTENCES.settled : BALANCE_SENTENCES.nothing);
}

/** The wording of a payment method in an e-mail ("Card", "Transfer" ...), in the recipient's language. */
export function paymentMethodLabel(method: string, t: Translator): string {
  return labelOf(t.intl, PAYMENT_METHOD_LABELS, method);
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
  t: Translator = englishTranslator(),
): Record<ParticipationKey, string> {
  const { congress } = agg;
  const participant = mainRegistration(agg)?.participant;
  const money = moneyOf(agg, t);
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
    balance: balanceSentence(statement, money, t, transferDueOnOf(agg, t)),
  };
}

/** The pending transfer's due date (decisions 42), as the recipient reads dates; null without one. */
function transferDueOnOf(agg: EmailParticipation, t: Translator): string | null {
  const transfer = pendingTransfer(agg);
  return transfer
    ? formatDate(transferDueDate(transfer.date), agg.congress.timeZone, FORMAT_LOCALES[t.language])
    : null;
}

/** Decisions 19: the participation's last charge that is not Denied. */
const lastCharge = (agg: EmailParticipation) =>
  agg.payments.filter((p) => p.kind === 'charge' && p.status !== 'denied').at(-1) ?? null;

/**
 * The reminder payload of spec 3. The reference is the bank reference the transfer's proforma gives
 * (what the payments desk searches by), never the payment number; amounts that are nothing (a paid or
 * €0 participation) are left empty rather than written "€0.00".
 */
export function reminderValues(
  agg: EmailParticipation,
  logoUrl: string,
  t: Translator = englishTranslator(),
): PlaceholderValues {
  const statement = statementOf(agg);
  const money = moneyOf(agg, t);
  const { timeZone } = agg.congress;
  const transfer = pendingTransfer(agg);
  const payment = transfer ?? lastCharge(agg);
  const ifAny = (cents: number) => (cents > 0 ? money(cents) : '');
  return {
    ...participationValues(agg, statement, t),
    paymentNumber: payment ? paymentNumber(payment.date, payment.id, timeZone) : '',
    paymentReference: transfer?.reference ?? '',
    // Decisions 42: the transfer's own due date, the one its proforma and the desk print.
    transferDueDate: transfer
      ? formatDate(transferDueDate(transfer.date), timeZone, FORMAT_LOCALES[t.language])
      : '',
    bankDetails: bankDetailsValue(agg, t),
    date: formatDate(payment?.date ?? agg.participation.createdAt, timeZone, FORMAT_LOCALES[t.language]),
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
export function holdValues(agg: EmailParticipation, t: Translator = englishTranslator()): PlaceholderValues {
  const until = agg.participation.holdExpiresAt;
  return {
    ...participationValues(agg, undefined, t),
    holdUntil: until
      ? formatZonedDateTime(until, agg.congress.timeZone, { locale: FORMAT_LOCALES[t.language] })
      : '',
  };
}

/** Payment received: this payment's amount, and (through the statement) the total paid. */
export function paymentValues(
  agg: EmailParticipation,
  payment: EmailPayment,
  documentNumber: string | null,
  t: Translator = englishTranslator(),
): PlaceholderValues {
  const { timeZone } = agg.congress;
  return {
    ...participationValues(agg, undefined, t),
    paymentAmount: moneyOf(agg, t)(payment.amountCents),
    paymentMethod: paymentMethodLabel(payment.method, t),
    paymentNumber: paymentNumber(payment.date, payment.id, timeZone),
    date: formatDate(payment.date, timeZone, FORMAT_LOCALES[t.language]),
    documentNumber: documentNumber ?? '',
  };
}

/** Transfer instructions: the amount to transfer, its reference, due date (decisions 42) and the account. */
export function transferValues(
  agg: EmailParticipation,
  transfer: EmailPayment,
  t: Translator = englishTranslator(),
): PlaceholderValues {
  return {
    ...participationValues(agg, undefined, t),
    transferAmount: moneyOf(agg, t)(transfer.amountCents),
    transferReference: transfer.reference ?? '',
    transferDueDate: formatDate(
      transferDueDate(transfer.date),
      agg.congress.timeZone,
      FORMAT_LOCALES[t.language],
    ),
    bankDetails: bankDetailsValue(agg, t),
  };
}

/** Refund requested, completed or refused: the amount of this refund (and the organiser's reason). */
export function refundValues(
  agg: EmailParticipation,
  refundCents: number,
  reason?: string,
  t: Translator = englishTranslator(),
): PlaceholderValues {
  return {
    ...participationValues(agg, undefined, t),
    refundAmount: moneyOf(agg, t)(refundCents),
    ...(reason === undefined ? {} : { reason }),
  };
}
