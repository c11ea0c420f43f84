import type { PlaceholderValues } from './contracts/emails.ts';
import { type EmailParticipation, participationValues } from './email-values.ts';
import { formatHoldEnd } from './hold-ended.ts';
import { FORMAT_LOCALES } from './i18n/languages.ts';
import { createTranslator, type Translator } from './i18n/translator.ts';

/** The "Hold expired" e-mail (decisions 11): the participation as the sweep left it, and when its hold ended. */
export function holdEndedValues(
  agg: EmailParticipation,
  t: Translator = createTranslator('en', {}),
): PlaceholderValues {
  const until = agg.participation.holdExpiresAt;
  return {
    ...participationValues(agg, undefined, t),
    holdUntil: until ? formatHoldEnd(until, agg.congress.timeZone, FORMAT_LOCALES[t.language]) : '',
  };
}
