import type { TPricedNight } from '@congress/domain/contracts/booked-stay';
import { formatDate } from '@congress/domain/dates';
import { formatMoney } from '@congress/domain/money';
import { nightsOf, type Stay } from '@congress/domain/stays';
import { List, Stack, Text } from '@mantine/core';
import { FormattedMessage } from 'react-intl';

type BookedStayProps = {
  stay: Stay | null;
  extraNights: readonly TPricedNight[];
  currency: string;
};

/**
 * The stay booked (decisions 46): arrival, departure, the number of nights, and each extra night with
 * its price (they are in the amount due). Nothing when no stay is stored (a congress without dates).
 */
export function BookedStay({ stay, extraNights, currency }: BookedStayProps) {
  if (!stay) return null;
  const nights = nightsOf(stay).length;
  const sorted = [...extraNights].sort((a, b) => a.night.localeCompare(b.night));
  return (
    <Stack gap={4} data-testid="booked-stay">
      <Text size="sm">
        <FormattedMessage
          id="stay.booked.dates"
          defaultMessage="Arrival {arrival}, departure {departure}: {nights, plural, one {# night} other {# nights}}"
          values={{
            arrival: <strong>{formatDate(stay.checkIn)}</strong>,
            departure: <strong>{formatDate(stay.checkOut)}</strong>,
            nights,
          }}
        />
      </Text>
      {sorted.length > 0 && (
        <>
          <Text size="sm">
            <FormattedMessage
              id="stay.booked.extraNights"
              defaultMessage="{count, plural, one {Extra night, included in the price:} other {Extra nights, included in the price:}}"
              values={{ count: sorted.length }}
            />
          </Text>
          <List size="sm" data-testid="extra-nights">
            {sorted.map((night) => (
              <List.Item key={night.night}>
                <FormattedMessage
                  id="stay.booked.extraNight"
                  defaultMessage="Night of {night}: {price}"
                  values={{ night: formatDate(night.night), price: formatMoney(night.priceCents, currency) }}
                />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}
