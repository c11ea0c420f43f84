import type { PlaceholderValues } from './contracts/emails.ts';
import { formatDateTime } from './dates.ts';
import { type EmailParticipation, participationValues } from './email-values.ts';
import { FORMAT_LOCALES } from './i18n/languages.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';
import { HOLD_EXPIRED, type MoneyRegistration, mainRegistration } from './participation-money.ts';

/**
 * A participation whose hold ran out (decisions 11, issue 21 point 13): the sweep cancelled its main
 * registration with the comment "hold expired". It may be booked again (decisions 33).
 */
export const isHoldEnded = (agg: { registrations: readonly MoneyRegistration[] }) => {
  const main = mainRegistration(agg);
  return main?.statusRegistration === 'cancelled' && main.statusComment === HOLD_EXPIRED;
};

/**
 * When the hold ended, with the time zone named: a participant reading it in another zone knows which
 * clock it is ("27 November 2026 at 03:14 (Europe/Lisbon)").
 */
export const formatHoldEnd = (instant: Date | string, timeZone: string, locale?: string) =>
  `${formatDateTime(instant, timeZone, locale)} (${timeZone})`;

/** The "Hold expired" e-mail: the participation as the sweep left it, and when its hold ended. */
export function holdEndedValues(
  agg: EmailParticipation,
  t: Translator = createTranslator('en', {}),
): PlaceholderValues {
  const until = agg.participation.holdExpiresAt;
  const locale = FORMAT_LOCALES[t.language];
  return {
    ...participationValues(agg, undefined, t),
    holdUntil: until ? formatHoldEnd(until, agg.congress.timeZone, locale) : '',
  };
}
