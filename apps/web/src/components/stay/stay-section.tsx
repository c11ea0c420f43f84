import type { TStayOptions } from '@congress/domain/contracts/stays';
import { formatMoney } from '@congress/domain/money';
import { extraNightsCents } from '@congress/domain/pricing';
import { nightsOf, type Stay } from '@congress/domain/stays';
import { Fieldset, Group, Loader, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { FormMessage } from '../ui/form-message.tsx';
import { defineMessages } from '../../lib/i18n/messages.ts';
import { chosenExtraNights, effectiveStay, type StayChoice, stayChoices } from './stay-choice.ts';
import { useStayDay } from './stay-day.ts';

const m = defineMessages({
  legend: { id: 'registration.stay.legend', defaultMessage: 'Your stay' },
  congressNights: {
    id: 'registration.stay.congressNights',
    defaultMessage:
      'Congress nights, included in the rate: arrival on {checkIn}, departure on {checkOut} ({nights, plural, one {# night} other {# nights}}).',
  },
  arrival: { id: 'registration.stay.arrival', defaultMessage: 'Arrival' },
  departure: { id: 'registration.stay.departure', defaultMessage: 'Departure' },
  arriveOnCongress: { id: 'registration.stay.arriveOnCongress', defaultMessage: 'Arrive on {day}' },
  arriveEarlier: { id: 'registration.stay.arriveEarlier', defaultMessage: 'Arrive on {day}, +{amount}' },
  leaveOnCongress: { id: 'registration.stay.leaveOnCongress', defaultMessage: 'Leave on {day}' },
  leaveLater: { id: 'registration.stay.leaveLater', defaultMessage: 'Leave on {day}, +{amount}' },
  full: { id: 'registration.stay.full', defaultMessage: 'full' },
  chosen: {
    id: 'registration.stay.chosen',
    defaultMessage:
      'Your stay: {nights, plural, one {# night} other {# nights}}, of which {extra, plural, one {# extra night} other {# extra nights}} for {amount}.',
  },
  loading: { id: 'registration.stay.loading', defaultMessage: 'Loading the hotel nights' },
  failed: {
    id: 'registration.stay.failed',
    defaultMessage: 'The hotel nights could not be loaded. Reload the page to choose extra nights.',
  },
});

type StaySectionProps = {
  options: { data: TStayOptions | undefined; isPending: boolean; isError: boolean };
  /** The chosen stay; null is the congress nights. */
  value: Stay | null;
  onChange: (stay: Stay | null) => void;
  /** The stay the participant already holds: its nights are never shown full to them. */
  own: Stay | null;
  /** The fieldset's legend: "Your stay" for the participant, another for staff. */
  legend?: string;
};

/** "Your stay": the congress nights, and extra nights before and after when the hotel offers them. */
export function StaySection({ options, value, onChange, own, legend }: StaySectionProps) {
  const text = useIntl().formatMessage;
  const dayLabel = useStayDay();
  if (options.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text size="sm">{text(m.loading)}</Text>
      </Group>
    );
  if (options.isError || !options.data) return <FormMessage message={text(m.failed)} />;
  const offered = options.data;
  const choices = stayChoices(offered, own);
  if (!choices) return null;
  const { congress, arrivals, departures } = choices;
  const chosen = effectiveStay(offered, value);
  const stay = chosen ?? congress;
  const extra = chosenExtraNights(offered, chosen);
  const money = (cents: number) => formatMoney(cents, offered.currency);
  const choose = (checkIn: string, checkOut: string) =>
    onChange(checkIn === congress.checkIn && checkOut === congress.checkOut ? null : { checkIn, checkOut });

  const radios = (list: StayChoice[], atCongress: typeof m.arrival, added: typeof m.arrival) =>
    list.map((choice) => {
      const amount = money(extraNightsCents(choice.nights));
      const label = text(choice.nights.length ? added : atCongress, { day: dayLabel(choice.day), amount });
      return (
        <Radio
          key={choice.day}
          value={choice.day}
          disabled={choice.isFull}
          label={choice.isFull ? `${label} (${text(m.full)})` : label}
        />
      );
    });

  return (
    <Fieldset legend={legend ?? text(m.legend)}>
      <Stack gap="md">
        <Text size="sm">
          {text(m.congressNights, {
            checkIn: dayLabel(congress.checkIn),
            checkOut: dayLabel(congress.checkOut),
            nights: nightsOf(congress).length,
          })}
        </Text>
        {(arrivals.length > 1 || departures.length > 1) && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Radio.Group
              label={text(m.arrival)}
              value={stay.checkIn}
              onChange={(day) => choose(day, stay.checkOut)}
            >
              <Stack gap="xs" mt="xs">
                {radios(arrivals, m.arriveOnCongress, m.arriveEarlier)}
              </Stack>
            </Radio.Group>
            <Radio.Group
              label={text(m.departure)}
              value={stay.checkOut}
              onChange={(day) => choose(stay.checkIn, day)}
            >
              <Stack gap="xs" mt="xs">
                {radios(departures, m.leaveOnCongress, m.leaveLater)}
              </Stack>
            </Radio.Group>
          </SimpleGrid>
        )}
        {extra.length > 0 && (
          <Text size="sm" fw={600} role="status">
            {text(m.chosen, {
              nights: nightsOf(stay).length,
              extra: extra.length,
              amount: money(extraNightsCents(extra)),
            })}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
