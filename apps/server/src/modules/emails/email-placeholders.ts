import type { PlaceholderValues } from '@congress/domain/contracts/emails';
import { fileUrl } from '@congress/domain/endpoints/files';
import { reminderValues } from '@congress/domain/email-values';
import { isLanguage } from '@congress/domain/i18n/languages';
import { translatorFor } from '../../i18n/translators.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';

/**
 * The reminder payload of spec 3 for one participation, built from the server's data only
 * (decisions 25) and its account statement (decisions 31); a value that does not apply is empty.
 * A bulk message is one text the staff wrote, in the congress's default language: its amounts, dates
 * and sentences follow that language.
 */
export function placeholderValues(agg: ParticipationAggregate, publicUrl: string): PlaceholderValues {
  const logo = fileUrl(agg.congress.logoFileId);
  const language = isLanguage(agg.congress.defaultLanguage) ? agg.congress.defaultLanguage : 'en';
  return reminderValues(agg, logo ? `${publicUrl}${logo}` : '', translatorFor(language));
}
