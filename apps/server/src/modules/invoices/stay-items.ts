import { formatDate } from '@congress/domain/dates';
import type { GrossItem } from '@congress/domain/invoicing/vat-lines';
import { addDays, congressStay, nightsOf } from '@congress/domain/stays';
import { defineMessages } from '../../i18n/messages.ts';
import type { InvoiceLine } from '../../lib/pdf/invoice-document.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import type { ItemWords, LineBase } from './item-words.ts';

const STAY_LABELS = defineMessages({
  nights: {
    id: 'pdf.invoice.line.nights',
    defaultMessage: '{count, plural, one {# night} other {# nights}}, {from} to {to}',
  },
  extraNights: {
    id: 'pdf.invoice.line.extraNights',
    defaultMessage: '{count, plural, one {Extra night} other {Extra nights}}: {nights}',
  },
  stay: { id: 'pdf.invoice.stay', defaultMessage: 'Stay' },
  perNight: {
    id: 'pdf.invoice.line.perNight',
    defaultMessage: '{count, plural, one {# night} other {# nights}} at {price} a night',
  },
});

const printedDay = (agg: ParticipationAggregate, words: ItemWords, day: string) =>
  formatDate(new Date(`${day}T12:00:00Z`), agg.congress.timeZone, words.locale);

/**
 * The nights the rate's accommodation covers (decisions 45, 46): the congress nights of the stay
 * booked, from its first to the morning after its last; the congress nights when no stay is stored.
 */
export function accommodationNights(agg: ParticipationAggregate, words: ItemWords): InvoiceLine['nights'] {
  const congress = congressStay(agg.congress);
  if (!congress) return null;
  const { checkInOn, checkOutOn } = agg.participation;
  const included = new Set(nightsOf(congress));
  const booked = checkInOn && checkOutOn ? nightsOf({ checkIn: checkInOn, checkOut: checkOutOn }) : [];
  const covered = booked.filter((night) => included.has(night));
  const nights = covered.length > 0 ? covered : nightsOf(congress);
  const from = nights[0];
  const last = nights.at(-1);
  if (!from || !last) return null;
  const to = addDays(last, 1);
  const count = nights.length;
  const printed = words.say(STAY_LABELS.nights, {
    count,
    from: printedDay(agg, words, from),
    to: printedDay(agg, words, to),
  });
  return { count, from, to, printed };
}

/** The stay booked as the document's details print it: its nights, arrival and departure. */
export function stayDetail(agg: ParticipationAggregate, words: ItemWords) {
  const { checkInOn, checkOutOn } = agg.participation;
  if (!checkInOn || !checkOutOn) return [];
  const value = words.say(STAY_LABELS.nights, {
    count: nightsOf({ checkIn: checkInOn, checkOut: checkOutOn }).length,
    from: printedDay(agg, words, checkInOn),
    to: printedDay(agg, words, checkOutOn),
  });
  return [{ label: words.say(STAY_LABELS.stay), value }];
}

/**
 * The extra nights as lines (decisions 45, 46): one line per price, naming its nights and dates, the
 * quantity the number of nights and the unit the price of one; their VAT is the extra-night kind's.
 */
export function extraNightItems(agg: ParticipationAggregate, words: ItemWords): GrossItem<LineBase>[] {
  const byPrice = new Map<number, string[]>();
  const sorted = [...agg.participation.extraNights].sort((a, b) => a.night.localeCompare(b.night));
  for (const { night, priceCents } of sorted)
    byPrice.set(priceCents, [...(byPrice.get(priceCents) ?? []), night]);
  return [...byPrice].map(([priceCents, nights]) => {
    const count = nights.length;
    const from = nights[0] ?? '';
    const to = addDays(nights.at(-1) ?? from, 1);
    return {
      kind: 'extra_night',
      label: words.say(STAY_LABELS.extraNights, {
        count,
        nights: nights.map((night) => printedDay(agg, words, night)).join(', '),
      }),
      nights: {
        count,
        from,
        to,
        printed: words.say(STAY_LABELS.perNight, { count, price: words.money(priceCents) }),
      },
      quantity: count,
      grossCents: priceCents * count,
      vat: agg.congress.vatRates.extra_night,
    };
  });
}
