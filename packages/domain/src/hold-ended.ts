import { HOLD_EXPIRED, type MoneyRegistration } from './participation-money.ts';
import { formatZonedDateTime, type ReaderClock } from './zoned-time.ts';

/**
 * A participation whose hold ran out (decisions 11): the sweep cancelled its main
 * registration with the comment "hold expired". It may be booked again (decisions 33).
 */
export const isHoldEnded = (agg: { registrations: readonly MoneyRegistration[] }) => {
  const main = agg.registrations.find((registration) => registration.position === 1);
  return main?.statusRegistration === 'cancelled' && main.statusComment === HOLD_EXPIRED;
};

/**
 * When the hold ended, with the time zone named: a participant reading it in another zone knows which
 * clock it is ("27 November 2026 at 03:14 WET", and in a browser elsewhere "· 12:14 your time").
 */
export const formatHoldEnd = (
  instant: Date | string,
  timeZone: string,
  locale?: string,
  reader?: ReaderClock,
) => formatZonedDateTime(instant, timeZone, { ...(locale ? { locale } : {}), reader });
