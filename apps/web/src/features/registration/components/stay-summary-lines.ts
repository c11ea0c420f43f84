import type { TParticipation } from '@congress/domain/contracts/participations';
import { formatMoney } from '@congress/domain/money';
import { participationPriceCents } from '@congress/domain/pricing';
import { priceWithExtraNights } from '@congress/domain/pricing';
import { nightsOf } from '@congress/domain/stays';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useStayDay } from '../../../components/stay/stay-day.ts';

const m = defineMessages({
  stay: { id: 'registration.summary.stay', defaultMessage: 'Stay' },
  stayValue: {
    id: 'registration.summary.stayValue',
    defaultMessage: '{checkIn} to {checkOut} ({nights, plural, one {# night} other {# nights}})',
  },
  ratePrice: { id: 'registration.summary.ratePrice', defaultMessage: 'Rate price' },
  extraNight: { id: 'registration.summary.extraNight', defaultMessage: 'Extra night of {day}' },
  total: { id: 'registration.summary.total', defaultMessage: 'Total' },
});

type Line = { label: string; value: string; testId?: string };

/**
 * The stay lines of the registration summary (decisions 46): the nights, and when some are extra,
 * the rate's price, each extra night at its booked price and the total, added as the server adds them.
 */
export function useStaySummaryLines(participation: TParticipation, activeRegistrations: number): Line[] {
  const text = useIntl().formatMessage;
  const dayLabel = useStayDay();
  const { stay, extraNights, currency } = participation;
  if (!stay) return [];
  const lines: Line[] = [
    {
      label: text(m.stay),
      value: text(m.stayValue, {
        checkIn: dayLabel(stay.checkIn),
        checkOut: dayLabel(stay.checkOut),
        nights: nightsOf(stay).length,
      }),
    },
  ];
  if (extraNights.length === 0) return lines;
  const ratePriceCents = participationPriceCents(participation.rate, activeRegistrations);
  return [
    ...lines,
    { label: text(m.ratePrice), value: formatMoney(ratePriceCents, currency) },
    ...extraNights.map(({ night, priceCents }) => ({
      label: text(m.extraNight, { day: dayLabel(night) }),
      value: `+${formatMoney(priceCents, currency)}`,
    })),
    {
      label: text(m.total),
      value: formatMoney(priceWithExtraNights(ratePriceCents, extraNights), currency),
      testId: 'stay-total',
    },
  ];
}
