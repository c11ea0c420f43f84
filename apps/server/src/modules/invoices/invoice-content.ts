import { dayInZone, formatDate } from '@congress/domain/dates';
import { labelOf, ROOM_OPTION_LABELS } from '@congress/domain/enum-labels';
import { FORMAT_LOCALES, type Language } from '@congress/domain/i18n/languages';
import type { Translator } from '@congress/domain/i18n/translator';
import { formatMoney } from '@congress/domain/money';
import { paymentNumber } from '@congress/domain/pricing';
import type { MessageDescriptor } from '@formatjs/intl';
import { defineMessages } from '../../i18n/messages.ts';
import { translatorFor } from '../../i18n/translators.ts';
import type { InvoiceDocument, InvoiceLine } from '../../lib/pdf/invoice-document.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import { buyerOf, choiceItems, itemise, sellerOf, storedItem } from './invoice-items.ts';
import { stayDetail } from './stay-items.ts';
import {
  activeRegistrations,
  isMainCancelled,
  mainRegistration,
  statementOf,
} from '@congress/domain/participation-money';

const TITLES = defineMessages({
  invoice: { id: 'pdf.invoice.title.invoice', defaultMessage: 'Invoice' },
  proforma: { id: 'pdf.invoice.title.proforma', defaultMessage: 'Proforma invoice' },
  credit_note: { id: 'pdf.invoice.title.creditNote', defaultMessage: 'Credit note' },
});

/**
 * The words a document prints beside its values, in its reader's language: the document is
 * written once, when it is issued, in the language of the participation's owner.
 */
export const DOCUMENT_LABELS = defineMessages({
  amountPaid: { id: 'pdf.invoice.amountPaid', defaultMessage: 'Amount paid (VAT included)' },
  amountRefunded: { id: 'pdf.invoice.amountRefunded', defaultMessage: 'Amount refunded (VAT included)' },
  amountToTransfer: {
    id: 'pdf.invoice.amountToTransfer',
    defaultMessage: 'Amount to transfer (VAT included)',
  },
  amountDue: { id: 'pdf.invoice.amountDue', defaultMessage: 'Amount due (VAT included)' },
  creditsInvoice: { id: 'pdf.invoice.creditsInvoice', defaultMessage: 'Credits invoice' },
  paid: { id: 'pdf.invoice.paid', defaultMessage: 'Paid' },
  awaitingTransfer: { id: 'pdf.invoice.awaitingTransfer', defaultMessage: 'Awaiting transfer' },
  awaitingTransferReference: {
    id: 'pdf.invoice.awaitingTransferReference',
    defaultMessage: 'Awaiting transfer ({reference})',
  },
  refunded: { id: 'pdf.invoice.refunded', defaultMessage: 'Refunded' },
  refundRefused: { id: 'pdf.invoice.refundRefused', defaultMessage: 'Refund refused' },
  referenceToQuote: { id: 'pdf.invoice.referenceToQuote', defaultMessage: 'Reference to quote' },
  dueDate: { id: 'pdf.invoice.dueDate', defaultMessage: 'Due date' },
  registrationCancelled: {
    id: 'pdf.invoice.registrationCancelled',
    defaultMessage: 'Registration cancelled',
  },
  firstParticipant: { id: 'pdf.invoice.firstParticipant', defaultMessage: 'First participant' },
  secondParticipant: { id: 'pdf.invoice.secondParticipant', defaultMessage: 'Second participant' },
  rate: { id: 'pdf.invoice.rate', defaultMessage: 'Rate' },
  hotel: { id: 'pdf.invoice.hotel', defaultMessage: 'Hotel' },
  roomOption: { id: 'pdf.invoice.roomOption', defaultMessage: 'Room option' },
  registration: { id: 'pdf.invoice.registration', defaultMessage: 'Registration' },
  cancelled: { id: 'pdf.invoice.cancelled', defaultMessage: 'Cancelled' },
  pax: { id: 'pdf.invoice.pax', defaultMessage: 'Pax' },
});

/** A label a caller gives: one of the messages above and its values. */
export type DocumentLabel = { message: MessageDescriptor; values?: Record<string, string> };

/** The printed number: the congress slug and the sequence number, e.g. DEMO-000042. */
export const formatInvoiceNumber = (slug: string, number: number) =>
  `${slug.toUpperCase()}-${String(number).padStart(6, '0')}`;

export type DocumentInput = {
  kind: InvoiceDocument['kind'];
  agg: ParticipationAggregate;
  number: number | null;
  issuedAt: Date;
  /** The payment the document is about: its number and transaction number are printed. */
  payment: ParticipationPayment | null;
  amountCents: number;
  amountLabel: DocumentLabel;
  notes?: Array<{ label: DocumentLabel; value: string; isAmount?: boolean }>;
  footer?: DocumentLabel | null;
  /** The reader's language: the participation owner's (recipient-language.ts). */
  language: Language;
  /**
   * A credit note's lines mirror its invoice's (decisions 45), scaled to the refund; null for an invoice
   * issued before itemised lines: the choice as booked. Left out: the choice in force.
   */
  creditedLines?: InvoiceLine[] | null;
  /** A proforma's due date. */
  dueOn?: Date | null;
  /** The invoice a credit note credits. */
  credits?: { number: string; issuedOnIso: string } | null;
  /** A group's document (decisions 49): the lines of every place, the payer's name as the participant's. */
  group?: {
    places: ParticipationAggregate[];
    billingName: string;
    reference: string;
    payerEmail: string;
  } | null;
};

/** Everything printed comes from the server's records (decisions 25), never from the browser. */
export function buildInvoiceDocument(input: DocumentInput): InvoiceDocument {
  const { agg, payment } = input;
  const { congress } = agg;
  const currency = payment?.currency ?? congress.currency;
  const { language } = input;
  const locale = FORMAT_LOCALES[language];
  const t: Translator = translatorFor(language);
  const say = (label: MessageDescriptor | DocumentLabel) =>
    'message' in label ? t.intl.formatMessage(label.message, label.values) : t.intl.formatMessage(label);
  const money = (cents: number) => formatMoney(cents, currency, { alwaysMinor: true, locale });
  const main = mainRegistration(agg);
  const roomOption = main?.roomOption ?? 'single';
  const roomLabel = (ROOM_OPTION_LABELS as Record<string, MessageDescriptor>)[roomOption];
  const participant = main?.participant;
  const words = {
    say: (message: MessageDescriptor, values?: Record<string, string | number>) =>
      t.intl.formatMessage(message, values),
    locale,
    roomLabel: roomLabel ? say(roomLabel).toLowerCase() : roomOption,
    money,
  };
  const places = input.group?.places ?? [agg];
  const source =
    input.creditedLines === undefined
      ? places.flatMap((place) => choiceItems(place, words))
      : (input.creditedLines?.map(storedItem) ?? choiceItems(agg, words, { asBooked: true }));
  const itemised = itemise(source, input.amountCents, words, money);
  const isoDay = (date: Date) => dayInZone(date, congress.timeZone);
  return {
    kind: input.kind,
    language,
    title: say(TITLES[input.kind]),
    number: input.number === null ? null : formatInvoiceNumber(congress.slug, input.number),
    issuedOn: formatDate(input.issuedAt, congress.timeZone, locale),
    issuedOnIso: isoDay(input.issuedAt),
    dueOnIso: input.dueOn ? isoDay(input.dueOn) : null,
    credits: input.credits ?? null,
    seller: sellerOf(agg),
    // A group's buyer is its payer, for the group (its reference), not for its first place's person.
    buyer: input.group
      ? { ...buyerOf(agg), name: input.group.reference, email: input.group.payerEmail }
      : buyerOf(agg),
    issuer: {
      name: congress.issuerName ?? congress.label,
      address: congress.issuerAddress,
      vatNumber: congress.issuerVatNumber,
    },
    congress: {
      slug: congress.slug,
      label: congress.label,
      description: congress.description,
      city: congress.addressCity,
      email: congress.informationEmail,
      logoFileId: congress.logoFileId,
    },
    participant: {
      name: input.group
        ? input.group.billingName
        : participant
          ? `${participant.firstName} ${participant.lastName}`
          : '',
      address: participant?.billingInformation ?? null,
      country: participant?.country ?? null,
      email: input.group ? input.group.payerEmail : (participant?.email ?? null),
    },
    details: [
      { label: say(DOCUMENT_LABELS.rate), value: agg.rate.label },
      { label: say(DOCUMENT_LABELS.hotel), value: agg.hotel.name },
      { label: say(DOCUMENT_LABELS.roomOption), value: labelOf(t.intl, ROOM_OPTION_LABELS, roomOption) },
      ...stayDetail(agg, words),
      isMainCancelled(agg)
        ? { label: say(DOCUMENT_LABELS.registration), value: say(DOCUMENT_LABELS.cancelled) }
        : {
            label: say(DOCUMENT_LABELS.pax),
            value: new Intl.NumberFormat(locale).format(
              places.reduce((count, place) => count + activeRegistrations(place).length, 0),
            ),
          },
    ],
    lines: itemised.items?.map((item) => ({ label: item.label, amount: item.amount })) ?? [],
    items: itemised.items,
    vatBreakdown: itemised.vatBreakdown,
    itemsNote: itemised.proRataNote,
    totalPrice: money(places.reduce((total, place) => total + statementOf(place).priceCents, 0)),
    notes: (input.notes ?? []).map((note) => ({ ...note, label: say(note.label) })),
    amountLabel: say(input.amountLabel),
    amountCents: input.amountCents,
    amount: money(input.amountCents),
    netAmount: money(itemised.netCents),
    vatAmount: money(itemised.vatCents),
    vatRate: itemised.rates,
    currency,
    paymentNumber: payment ? paymentNumber(payment.date, payment.id, congress.timeZone) : null,
    transactionNumber: payment ? (payment.providerIntentId ?? payment.reference ?? null) : null,
    footer: input.footer ? say(input.footer) : null,
  };
}
