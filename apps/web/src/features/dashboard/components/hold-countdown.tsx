import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useZonedTime } from '../../../lib/i18n/use-zoned-time.ts';

/**
 * "Held until 14:30 WET (12 minutes left)", with the reader's time beside it from elsewhere, kept
 * current; a place whose hold ran out says so (decisions 11).
 */
export function HoldCountdown({ until, timeZone }: { until: string; timeZone: string }) {
  const zoned = useZonedTime();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  const minutes = Math.ceil((Date.parse(until) - now) / 60_000);
  if (minutes <= 0) {
    return (
      <Text size="sm">
        <FormattedMessage
          id="dashboard.hold.expired"
          defaultMessage="Your place is no longer held: book again to take a free place."
        />
      </Text>
    );
  }
  return (
    <Text size="sm" role="timer" aria-live="off">
      <FormattedMessage
        id="dashboard.hold.until"
        defaultMessage="Your place is held until {time} ({minutes, plural, one {# minute} other {# minutes}} left)."
        values={{ time: zoned.time(until, timeZone), minutes }}
      />
    </Text>
  );
}
