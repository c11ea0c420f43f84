import { formatDate } from '@congress/domain/dates';
import { capitalise } from '@congress/domain/enums';
import { formatMoney, toCents } from '@congress/domain/money';
import { paymentNumber } from '@congress/domain/pricing';
import type { InvoiceDocument } from '../../lib/pdf/invoice-document.ts';
import type { ParticipationAggregate, ParticipationPayment } from '../booking/booking.service.ts';
import {
  activeRegistrations,
  isMainCancelled,
  mainRegistration,
  statementOf,
} from '@congress/domain/participation-money';

const TITLES = { invoice: 'Invoice', proforma: 'Proforma invoice', credit_note: 'Credit note' } as const;

/** The printed number: the congress slug and the sequence number, e.g. DEMO-000042. */
export const formatInvoiceNumber = (slug: string, number: number) =>
  `${slug.toUpperCase()}-${String(number).padStart(6, '0')}`;

/** Prices include VAT (decisions 29): split a gross amount at the congress's rate ("23.00"). */
export function vatSplit(grossCents: number, vatRate: string): { netCents: number; vatCents: number } {
  const basisPoints = toCents(vatRate);
  const netCents = Math.round((grossCents * 10_000) / (10_000 + basisPoints));
  return { netCents, vatCents: grossCents - netCents };
}

const percent = (vatRate: string) =>
  `${Number(vatRate).toLocaleString('en-GB', { maximumFractionDigits: 2 })}%`;

export type DocumentInput = {
  kind: InvoiceDocument['kind'];
  agg: ParticipationAggregate;
  number: number | null;
  issuedAt: Date;
  /** The payment the document is about: its number and transaction number are printed. */
  payment: ParticipationPayment | null;
  amountCents: number;
  amountLabel: string;
  notes?: InvoiceDocument['notes'];
  footer?: string | null;
};

function priceLines(agg: ParticipationAggregate, money: (cents: number) => string): InvoiceDocument['lines'] {
  // A cancelled participation costs nothing (decisions 31): no participant price is printed for it.
  if (isMainCancelled(agg)) return [{ label: 'Registration cancelled', amount: money(0) }];
  const active = activeRegistrations(agg);
  const name = (index: number) => {
    const participant = active[index]?.participant;
    return participant ? ` (${participant.firstName} ${participant.lastName})` : '';
  };
  const lines = [
    { label: `First participant${name(0)}`, amount: money(toCents(agg.rate.firstParticipantPrice)) },
  ];
  const { secondParticipantPrice, secondParticipantType } = agg.rate;
  if (active.length >= 2 && secondParticipantType === 'accompany' && secondParticipantPrice) {
    lines.push({ label: `Second participant${name(1)}`, amount: money(toCents(secondParticipantPrice)) });
  }
  return lines;
}

/** Everything printed comes from the server's records (decisions 25), never from the browser. */
export function buildInvoiceDocument(input: DocumentInput): InvoiceDocument {
  const { agg, payment } = input;
  const { congress } = agg;
  const currency = payment?.currency ?? congress.currency;
  const money = (cents: number) => formatMoney(cents, currency, { alwaysMinor: true });
  const main = mainRegistration(agg);
  const participant = main?.participant;
  const { netCents, vatCents } = vatSplit(input.amountCents, congress.vatRate);
  return {
    kind: input.kind,
    title: TITLES[input.kind],
    number: input.number === null ? null : formatInvoiceNumber(congress.slug, input.number),
    issuedOn: formatDate(input.issuedAt, congress.timeZone),
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
      name: participant ? `${participant.firstName} ${participant.lastName}` : '',
      address: participant?.billingInformation ?? null,
      country: participant?.country ?? null,
      email: participant?.email ?? null,
    },
    details: [
      { label: 'Rate', value: agg.rate.label },
      { label: 'Hotel', value: agg.hotel.name },
      { label: 'Room option', value: capitalise(main?.roomOption ?? 'single') },
      isMainCancelled(agg)
        ? { label: 'Registration', value: 'Cancelled' }
        : { label: 'Pax', value: String(activeRegistrations(agg).length) },
    ],
    lines: priceLines(agg, money),
    totalPrice: money(statementOf(agg).priceCents),
    notes: input.notes ?? [],
    amountLabel: input.amountLabel,
    amountCents: input.amountCents,
    amount: money(input.amountCents),
    netAmount: money(netCents),
    vatAmount: money(vatCents),
    vatRate: percent(congress.vatRate),
    currency,
    paymentNumber: payment ? paymentNumber(payment.date, payment.id, congress.timeZone) : null,
    transactionNumber: payment ? (payment.providerIntentId ?? payment.reference ?? null) : null,
    footer: input.footer ?? null,
  };
}
