import {
  labelOf,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  REGISTRATION_STATUS_LABELS,
  ROOM_OPTION_LABELS,
} from '@congress/domain/enum-labels';
import { capitalise } from '@congress/domain/enums';
import type { MessageDescriptor } from '@formatjs/intl';
import { fromCents } from '@congress/domain/money';
import { accountStatement, PAYMENT_STATE_LABELS, paymentState } from '@congress/domain/account-statement';
import type { Language } from '@congress/domain/i18n/languages';
import {
  PARTICIPATION_PAYMENT_STATUS_LABELS,
  type ParticipationPaymentStatus,
  paymentStatusOf,
} from '@congress/domain/payment-status';
import { participationPriceCents, paymentNumber } from '@congress/domain/pricing';
import type { AccountingRow, ExportParticipation, ExportRegistration } from './exports.repository.ts';
import { translatorFor } from '../../i18n/translators.ts';
import type { ExportColumn } from '../../lib/xlsx-writer.ts';

/**
 * The columns of each export. Passport fields (number, dates, place of issue, nationality) and
 * medical information are never exported (decisions 30): organisers do not need them in a file
 * that travels by e-mail.
 */

export type ExportContext = {
  slug: string;
  currency: string;
  timeZone: string;
  /** The printed invoice number (the invoices module's format), e.g. DEMO-000042. */
  invoiceNumber: (number: number) => string;
  /** The reader's language: the payment status is written in it, like the headers. */
  language: Language;
};

/** Stored lowercase, shown capitalised (decisions 18); an empty cell for no value. */
export const shown = (value: string | null | undefined) => (value ? capitalise(value) : null);

/**
 * A stored enum value as its label in the reader's language (the words the screens and e-mails use);
 * an empty cell for no value.
 */
const labelIn =
  (labels: Readonly<Record<string, MessageDescriptor>>, language: Language) =>
  (value: string | null | undefined) =>
    value ? labelOf(translatorFor(language).intl, labels, value) : null;

const money = (cents: number) => Number(fromCents(cents));

const wallTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** A timestamp as the congress's wall time, "2027-05-10 14:03" (sortable); one formatter per zone. */
export function localDateTime(value: Date | null, timeZone: string): string | null {
  if (!value) return null;
  let format = wallTimeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallTimeFormats.set(timeZone, format);
  }
  return format.format(value).replace(',', '');
}

const hhmm = (time: string | null) => (time ? time.slice(0, 5) : null);

/** A payment status (decisions 41) as the list names it, in the reader's language. */
export const paymentStatusIn = (status: ParticipationPaymentStatus, language: Language) =>
  translatorFor(language).text(PARTICIPATION_PAYMENT_STATUS_LABELS[status]);

const mainOf = (p: ExportParticipation) => p.registrations.find((r) => r.position === 1) ?? null;
const secondOf = (p: ExportParticipation) => p.registrations.find((r) => r.position === 2) ?? null;
const secondKind = (p: ExportParticipation) =>
  secondOf(p) === null ? null : p.rate.secondParticipantType === 'member' ? 'Sharing room-mate' : 'Companion';
const activeCount = (p: ExportParticipation) =>
  p.registrations.filter((r) => r.statusRegistration !== 'cancelled').length;
const isCancelled = (p: ExportParticipation) => mainOf(p)?.statusRegistration === 'cancelled';
/** The account statement of a row (decisions 31): a cancelled participation is priced at its fee (decisions 48). */
const statementOfRow = (p: ExportParticipation) =>
  accountStatement({
    priceCents: isCancelled(p)
      ? (p.cancellationFeeCents ?? 0)
      : participationPriceCents(p.rate, activeCount(p), p.extraNights),
    payments: p.payments,
  });
/** Decisions 41: the row's payment status read from its statement, as the list shows it. */
export const rowPaymentStatus = (p: ExportParticipation, language: Language) =>
  paymentStatusIn(paymentStatusOf(statementOfRow(p), { isCancelled: isCancelled(p) }), language);

const travel = (
  pick: (p: ExportParticipation) => ExportRegistration | null,
  prefix: string,
): ExportColumn<ExportParticipation>[] => [
  { header: `${prefix}Arrival date`, value: (p) => pick(p)?.arrivalDate },
  { header: `${prefix}Arrival time`, value: (p) => hhmm(pick(p)?.arrivalTime ?? null) },
  { header: `${prefix}Arrival from`, value: (p) => pick(p)?.arrivalOrigin },
  { header: `${prefix}Arrival transport number`, value: (p) => pick(p)?.arrivalTransportNumber },
  { header: `${prefix}Arrival note`, value: (p) => pick(p)?.arrivalNote },
  { header: `${prefix}Departure date`, value: (p) => pick(p)?.departureDate },
  { header: `${prefix}Departure time`, value: (p) => hhmm(pick(p)?.departureTime ?? null) },
  { header: `${prefix}Departure to`, value: (p) => pick(p)?.departureDestination },
  { header: `${prefix}Departure transport number`, value: (p) => pick(p)?.departureTransportNumber },
  { header: `${prefix}Departure note`, value: (p) => pick(p)?.departureNote },
];

/** All: one row per participation, every column an organiser needs. */
export function allColumns(ctx: ExportContext): ExportColumn<ExportParticipation>[] {
  const person = (p: ExportParticipation) => mainOf(p)?.person ?? null;
  const status = labelIn(REGISTRATION_STATUS_LABELS, ctx.language);
  const room = labelIn(ROOM_OPTION_LABELS, ctx.language);
  return [
    { header: 'Participation', value: (p) => p.id, width: 13 },
    {
      header: 'Registered on',
      value: (p) => localDateTime(p.createdAt, ctx.timeZone),
      width: 17,
      zone: ctx.timeZone,
    },
    { header: 'Registration status', value: (p) => status(mainOf(p)?.statusRegistration) },
    { header: 'Status comment', value: (p) => mainOf(p)?.statusComment },
    { header: 'Payment status', value: (p) => rowPaymentStatus(p, ctx.language) },
    { header: 'Title', value: (p) => person(p)?.title, width: 8 },
    { header: 'First name', value: (p) => person(p)?.firstName, width: 16 },
    { header: 'Last name', value: (p) => person(p)?.lastName, width: 16 },
    { header: 'Email', value: (p) => person(p)?.email, width: 28 },
    { header: 'Phone', value: (p) => person(p)?.phone, width: 16 },
    { header: 'Participant type', value: (p) => p.typeLabel },
    { header: 'Member number', value: (p) => person(p)?.memberNumber },
    { header: 'Section', value: (p) => person(p)?.section },
    { header: 'Working hotel', value: (p) => person(p)?.workingHotel },
    { header: 'Country', value: (p) => person(p)?.country },
    { header: 'Billing information', value: (p) => person(p)?.billingInformation, width: 30 },
    { header: 'Goodies', value: (p) => person(p)?.goodies.join(', ') },
    { header: 'Comment', value: (p) => person(p)?.comment, width: 30 },
    { header: 'Hotel', value: (p) => mainOf(p)?.hotelName, width: 20 },
    { header: 'Room option', value: (p) => room(mainOf(p)?.roomOption) },
    { header: 'Rate', value: (p) => p.rate.label, width: 30 },
    { header: 'Early bird', value: (p) => (p.rate.isEarlyBird ? 'Yes' : 'No') },
    ...travel(mainOf, ''),
    { header: 'Second person', value: secondKind },
    { header: 'Second person first name', value: (p) => secondOf(p)?.person.firstName },
    { header: 'Second person last name', value: (p) => secondOf(p)?.person.lastName },
    { header: 'Second person member number', value: (p) => secondOf(p)?.person.memberNumber },
    { header: 'Second person status', value: (p) => status(secondOf(p)?.statusRegistration) },
    ...travel(secondOf, 'Second person '),
    { header: 'Sharing with (member number)', value: (p) => p.accompanyingMemberNumber },
    {
      header: 'Sharing with (name)',
      value: (p) => [p.accompanyingFirstName, p.accompanyingLastName].filter(Boolean).join(' ') || null,
    },
    {
      header: 'Payment method chosen',
      value: (p) => labelIn(PAYMENT_METHOD_LABELS, ctx.language)(p.paymentMethodChoice),
    },
    { header: 'Currency', value: () => ctx.currency, width: 9 },
    { header: 'Price', value: (p) => money(statementOfRow(p).priceCents) },
    { header: 'Paid', value: (p) => money(statementOfRow(p).paidCents) },
    { header: 'Awaiting transfer', value: (p) => money(statementOfRow(p).awaitingTransferCents) },
    { header: 'Refunded', value: (p) => money(statementOfRow(p).refundedCents) },
    { header: 'Refund requested', value: (p) => money(statementOfRow(p).refundRequestedCents) },
    { header: 'Amount due', value: (p) => money(statementOfRow(p).dueCents) },
  ];
}

/** A line's part of the money received (decisions 31): paid counts in, refunded out, nothing else moved. */
function receivedOf(line: AccountingRow): number {
  const state = paymentState(line);
  if (state === 'paid') return line.amountCents;
  if (state === 'refunded') return -line.amountCents;
  return 0;
}

/** Accounting: one row per payment. */
export function accountingColumns(ctx: ExportContext): ExportColumn<AccountingRow>[] {
  const kind = labelIn(PAYMENT_KIND_LABELS, ctx.language);
  const method = labelIn(PAYMENT_METHOD_LABELS, ctx.language);
  const status = labelIn(PAYMENT_STATUS_LABELS, ctx.language);
  return [
    {
      header: 'Payment number',
      value: (r) => paymentNumber(r.date, r.id, ctx.timeZone),
      width: 16,
    },
    { header: 'Date', value: (r) => localDateTime(r.date, ctx.timeZone), width: 17, zone: ctx.timeZone },
    {
      header: 'Confirmed on',
      value: (r) => localDateTime(r.confirmedAt, ctx.timeZone),
      width: 17,
      zone: ctx.timeZone,
    },
    { header: 'Participation', value: (r) => r.participationId, width: 13 },
    /** The participation's payment status (decisions 41), as the list's summary keeps it from the statement. */
    {
      header: 'Payment status',
      value: (r) => (r.paymentStatus ? paymentStatusIn(r.paymentStatus, ctx.language) : null),
      width: 18,
    },
    { header: 'First name', value: (r) => r.firstName, width: 16 },
    { header: 'Last name', value: (r) => r.lastName, width: 16 },
    { header: 'Email', value: (r) => r.email, width: 28 },
    { header: 'Member number', value: (r) => r.memberNumber },
    { header: 'Kind', value: (r) => kind(r.kind) },
    { header: 'Method', value: (r) => method(r.method) },
    { header: 'Status', value: (r) => status(r.status) },
    /** What the line is (decisions 31): a pending transfer is awaited, never paid. */
    { header: 'State', value: (r) => PAYMENT_STATE_LABELS[paymentState(r)], width: 18 },
    /** The line's amount; refunds are negative. */
    {
      header: 'Amount',
      value: (r) => money(r.kind === 'refund' ? -r.amountCents : r.amountCents),
    },
    /** Money that moved: paid in, refunded out; the column sums to what was kept (the statement's received). */
    { header: 'Received', value: (r) => money(receivedOf(r)) },
    { header: 'Currency', value: (r) => r.currency, width: 9 },
    { header: 'Transaction number', value: (r) => r.providerIntentId ?? r.reference, width: 30 },
    {
      header: 'Invoice number',
      value: (r) => (r.invoiceNumber === null ? null : ctx.invoiceNumber(r.invoiceNumber)),
      width: 18,
    },
    { header: 'Invoice kind', value: (r) => shown(r.invoiceKind) },
    { header: 'Comment', value: (r) => r.comment, width: 30 },
  ];
}

const fullName = (r: ExportRegistration | null) => (r ? `${r.person.firstName} ${r.person.lastName}` : null);

/** Rooming list: one row per room (an active participation), one sheet per hotel. */
export function roomingColumns(language: Language): ExportColumn<ExportParticipation>[] {
  const second = (p: ExportParticipation) => {
    const row = secondOf(p);
    return row && row.statusRegistration !== 'cancelled' ? row : null;
  };
  const status = labelIn(REGISTRATION_STATUS_LABELS, language);
  return [
    { header: 'Room option', value: (p) => labelIn(ROOM_OPTION_LABELS, language)(mainOf(p)?.roomOption) },
    { header: 'Rate', value: (p) => p.rate.label, width: 30 },
    { header: 'Occupant', value: (p) => fullName(mainOf(p)), width: 24 },
    { header: 'Participant type', value: (p) => p.typeLabel },
    { header: 'Member number', value: (p) => mainOf(p)?.person.memberNumber },
    { header: 'Registration status', value: (p) => status(mainOf(p)?.statusRegistration) },
    { header: 'Payment status', value: (p) => rowPaymentStatus(p, language) },
    { header: 'Second occupant', value: (p) => fullName(second(p)), width: 24 },
    { header: 'Second occupant is', value: (p) => (second(p) ? secondKind(p) : null), width: 18 },
    { header: 'Second occupant member number', value: (p) => second(p)?.person.memberNumber },
    { header: 'Sharing with (member number)', value: (p) => p.accompanyingMemberNumber },
    { header: 'Arrival date', value: (p) => mainOf(p)?.arrivalDate },
    { header: 'Arrival time', value: (p) => hhmm(mainOf(p)?.arrivalTime ?? null) },
    { header: 'Departure date', value: (p) => mainOf(p)?.departureDate },
    { header: 'Departure time', value: (p) => hhmm(mainOf(p)?.departureTime ?? null) },
    { header: 'Second occupant arrival date', value: (p) => second(p)?.arrivalDate },
    { header: 'Second occupant departure date', value: (p) => second(p)?.departureDate },
    { header: 'Participation', value: (p) => p.id, width: 13 },
  ];
}
