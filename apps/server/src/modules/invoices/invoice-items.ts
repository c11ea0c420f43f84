import { COUNTRIES } from '@congress/domain/countries';
import {
  type GrossItem,
  scaleItems,
  type TaxedItem,
  taxItems,
  type VatRateSetting,
} from '@congress/domain/invoicing/vat-lines';
import { toCents } from '@congress/domain/money';
import { activeRegistrations, isMainCancelled } from '@congress/domain/participation-money';
import { defineMessages } from '../../i18n/messages.ts';
import type { DocumentAddress, InvoiceDocument, InvoiceLine } from '../../lib/pdf/invoice-document.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { ItemWords, LineBase } from './item-words.ts';
import { accommodationNights, extraNightItems } from './stay-items.ts';

const LINE_LABELS = defineMessages({
  registration: { id: 'pdf.invoice.line.registration', defaultMessage: 'Registration fee, {name}' },
  accommodation: {
    id: 'pdf.invoice.line.accommodation',
    defaultMessage: 'Accommodation, {hotel}, {room} room',
  },
  companion: { id: 'pdf.invoice.line.companion', defaultMessage: 'Companion, {name}' },
  proRata: {
    id: 'pdf.invoice.proRata',
    defaultMessage: 'This document bills {amount} of a price of {price}: each line in that proportion.',
  },
  vatLabel: { id: 'pdf.invoice.vatLabel', defaultMessage: 'VAT {rate}' },
  exempt: { id: 'pdf.invoice.exemptLabel', defaultMessage: 'Exempt: {reason}' },
});

/** What a line is before its VAT: its kind, label and nights; a quantity other than 1 (extra nights). */
/**
 * The items of the choice in force at their full gross price (decisions 45): the registration fee and
 * the accommodation that share the first participant price (the rate's split), the extra nights of the
 * stay (decisions 46) and the companion.
 * `asBooked` keeps cancelled people, for a credit note of an invoice issued before its items existed.
 */
export function choiceItems(
  agg: ParticipationAggregate,
  words: ItemWords,
  options: { asBooked?: boolean } = {},
): GrossItem<LineBase>[] {
  if (isMainCancelled(agg) && !options.asBooked) return [];
  const people = options.asBooked ? agg.registrations : activeRegistrations(agg);
  const name = (index: number) => {
    const participant = [...people].sort((a, b) => a.position - b.position)[index]?.participant;
    return participant ? `${participant.firstName} ${participant.lastName}` : '';
  };
  const rates = agg.congress.vatRates;
  const first = toCents(agg.rate.firstParticipantPrice);
  const fee = agg.rate.registrationFee === null ? first : Math.min(toCents(agg.rate.registrationFee), first);
  const registration: GrossItem<LineBase> = {
    kind: 'registration',
    label: words.say(LINE_LABELS.registration, { name: name(0) }),
    nights: null,
    grossCents: fee,
    vat: rates.registration,
  };
  const items: GrossItem<LineBase>[] = fee > 0 || first === 0 ? [registration] : [];
  if (first > fee)
    items.push({
      kind: 'accommodation',
      label: words.say(LINE_LABELS.accommodation, { hotel: agg.hotel.name, room: words.roomLabel }),
      nights: accommodationNights(agg, words),
      grossCents: first - fee,
      vat: rates.accommodation,
    });
  items.push(...extraNightItems(agg, words));
  const { secondParticipantPrice, secondParticipantType } = agg.rate;
  if (people.length >= 2 && secondParticipantType === 'accompany' && secondParticipantPrice)
    items.push({
      kind: 'companion',
      label: words.say(LINE_LABELS.companion, { name: name(1) }),
      nights: null,
      grossCents: toCents(secondParticipantPrice),
      vat: rates.companion,
    });
  return items;
}

/** A stored line back to what it was priced from, to mirror it on a credit note. */
export const storedItem = (line: InvoiceLine): GrossItem<LineBase> => ({
  kind: line.kind,
  label: line.label,
  nights: line.nights,
  quantity: line.quantity,
  grossCents: line.grossCents,
  vat: {
    rate: line.vatRate,
    exemption: line.exemption?.reason ?? null,
    exemptionCode: (line.exemption?.code as VatRateSetting['exemptionCode']) ?? null,
  },
});

const percent = (vatRate: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(Number(vatRate) / 100);

export type ItemisedLines = Pick<InvoiceDocument, 'items' | 'vatBreakdown'> & {
  proRataNote: string | null;
  netCents: number;
  vatCents: number;
  rates: string;
};

/** The document's lines: the items scaled to the amount it bills, taxed per rate group. */
export function itemise(
  items: GrossItem<LineBase>[],
  amountCents: number,
  words: ItemWords,
  money: (cents: number) => string,
): ItemisedLines {
  const priceCents = items.reduce((sum, item) => sum + item.grossCents, 0);
  const taxed = taxItems(scaleItems(items, amountCents));
  const toLine = (item: TaxedItem<LineBase>): InvoiceLine => ({
    kind: item.kind,
    label: item.label,
    nights: item.nights,
    quantity: item.quantity ?? 1,
    unitGrossCents: Math.round(item.grossCents / (item.quantity ?? 1)),
    grossCents: item.grossCents,
    netCents: item.netCents,
    vatCents: item.vatCents,
    vatRate: item.vatRate,
    vatCategory: item.vatCategory,
    exemption: item.exemption,
    amount: money(item.grossCents),
  });
  const vatBreakdown = taxed.groups.map((group) => ({
    vatRate: group.vatRate,
    vatCategory: group.vatCategory,
    exemption: group.exemption,
    taxableCents: group.taxableCents,
    vatCents: group.vatCents,
    label: group.exemption
      ? words.say(LINE_LABELS.exempt, { reason: group.exemption.reason })
      : words.say(LINE_LABELS.vatLabel, { rate: percent(group.vatRate, words.locale) }),
    taxable: money(group.taxableCents),
    vat: money(group.vatCents),
  }));
  const isPart = items.length > 0 && priceCents !== amountCents;
  return {
    items: taxed.items.map(toLine),
    vatBreakdown,
    proRataNote: isPart
      ? words.say(LINE_LABELS.proRata, { amount: money(amountCents), price: money(priceCents) })
      : null,
    netCents: taxed.groups.reduce((sum, group) => sum + group.taxableCents, 0),
    vatCents: taxed.groups.reduce((sum, group) => sum + group.vatCents, 0),
    rates: [...new Set(taxed.groups.map((group) => percent(group.vatRate, words.locale)))].join(' / '),
  };
}

const countryCodeOf = (name: string | null) =>
  name ? (COUNTRIES.find(([code, english]) => english === name || code === name)?.[0] ?? null) : null;

const addressLines = (text: string | null) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The seller of the congress's settings (decisions 45). */
export function sellerOf(agg: ParticipationAggregate): NonNullable<InvoiceDocument['seller']> {
  const { congress } = agg;
  const address: DocumentAddress = {
    lines: addressLines(congress.issuerAddress),
    postcode: congress.issuerPostcode,
    city: congress.issuerCity,
    countryCode: congress.issuerCountry,
  };
  return {
    name: congress.issuerName ?? congress.label,
    address,
    vatId: congress.issuerVatNumber,
    email: congress.informationEmail,
  };
}

/** The buyer: the company that pays when billing details name one, else the person. */
export function buyerOf(agg: ParticipationAggregate): NonNullable<InvoiceDocument['buyer']> {
  const main = agg.registrations.find((registration) => registration.position === 1) ?? agg.registrations[0];
  const participant = main?.participant;
  const name = participant ? `${participant.firstName} ${participant.lastName}` : '';
  if (participant?.billingCompanyName)
    return {
      name,
      company: participant.billingCompanyName,
      address: {
        lines: addressLines(participant.billingCompanyAddress),
        postcode: participant.billingCompanyPostcode,
        city: participant.billingCompanyCity,
        countryCode: participant.billingCompanyCountry,
      },
      vatId: participant.billingCompanyVatId,
      email: participant.email,
    };
  return {
    name,
    company: null,
    address: {
      lines: addressLines(participant?.billingInformation ?? null),
      postcode: null,
      city: null,
      countryCode: countryCodeOf(participant?.country ?? null),
    },
    vatId: null,
    email: participant?.email ?? null,
  };
}
