import { Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../lib/i18n/messages.ts';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

const m = defineMessages({
  until: {
    id: 'groups.hold.until',
    defaultMessage:
      'The places are held until {time} ({minutes, plural, one {# minute} other {# minutes}} left): pay or choose a bank transfer before then.',
  },
  released: {
    id: 'groups.hold.released',
    defaultMessage:
      'When its hold ends, a place not yet paid is released: it is cancelled and goes back on sale.',
  },
  expired: {
    id: 'groups.hold.expired',
    defaultMessage: 'The unpaid places are no longer held.',
  },
});

/**
 * The group's hold, as the dashboard's countdown says a place's (decisions 11), in the group's words:
 * the congress's clock named, the reader's beside it, kept current.
 */
export function GroupHold({ until, timeZone }: { until: string; timeZone: string }) {
  const text = useIntl().formatMessage;
  const zoned = useZonedTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.ceil((Date.parse(until) - now) / 60_000);
  if (minutes <= 0) return <Text fw={600}>{text(m.expired)}</Text>;
  return (
    <Stack gap={2}>
      <Text fw={600} role="timer" aria-live="off">
        {text(m.until, { time: zoned.time(until, timeZone), minutes })}
      </Text>
      <Text size="sm">{text(m.released)}</Text>
    </Stack>
  );
}
