import type { PlaceholderValues } from '@congress/domain/contracts/emails';
import { fileUrl } from '@congress/domain/contracts/files';
import { reminderValues } from '@congress/domain/email-values';
import type { ParticipationAggregate } from '../booking/booking.service.ts';

/**
 * The reminder payload of spec 3 for one participation, built from the server's data only
 * (decisions 25) and its account statement (decisions 31); a value that does not apply is empty.
 */
export function placeholderValues(agg: ParticipationAggregate, publicUrl: string): PlaceholderValues {
  const logo = fileUrl(agg.congress.logoFileId);
  return reminderValues(agg, logo ? `${publicUrl}${logo}` : '');
}
