import { formatZonedDateTime, formatZonedTime, type ReaderClock } from '@congress/domain/zoned-time';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from './messages.ts';

const m = defineMessages({
  yourTime: { id: 'times.yourTime', defaultMessage: '{time} your time' },
});

/** The browser's zone; a test may name another (as Playwright's timezoneId does for the page). */
export function browserZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export type ZonedFormat = {
  dateTime: (value: Date | string, timeZone: string) => string;
  time: (value: Date | string, timeZone: string) => string;
};

/**
 * Times shown to a participant: the congress's clock named ("02:45 WET"), the reader's beside it when
 * the browser is elsewhere ("· 11:45 your time"), so "held until" reads right from Tokyo too.
 */
export function useZonedTime(readerZone: string = browserZone()): ZonedFormat {
  const intl = useIntl();
  return useMemo(() => {
    const reader: ReaderClock = {
      zone: readerZone,
      label: (time) => intl.formatMessage(m.yourTime, { time }),
    };
    return {
      dateTime: (value, timeZone) => formatZonedDateTime(value, timeZone, { locale: intl.locale, reader }),
      time: (value, timeZone) => formatZonedTime(value, timeZone, { locale: intl.locale, reader }),
    };
  }, [intl, readerZone]);
}

/**
 * Staff logs and reports: a date and time with its zone named, the congress's when the screen knows
 * it (the reader's beside it when the browser is elsewhere), else the browser's own.
 */
export function useNamedTime(
  readerZone: string = browserZone(),
): (value: Date | string, timeZone?: string) => string {
  const zoned = useZonedTime(readerZone);
  return useMemo(
    () => (value, timeZone) => zoned.dateTime(value, timeZone ?? readerZone),
    [zoned, readerZone],
  );
}
