import { FORMAT_LOCALES } from '@congress/domain/i18n/languages';
import { formatZonedDateTime } from '@congress/domain/zoned-time';
import type { Executor } from '../../../db/database.ts';
import { participationLanguage } from '../../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import { congressUrl, withPersonalLink } from '../../../lib/mail/personal-link.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import { buildRegisteredByStaffEmail, registrationFacts } from './registered-by-staff-email.ts';

/**
 * A change the participant made that is complete with nothing more to pay (a free booking changed,
 * CONFIRM of a pending change): the "registration changed" e-mail in their own words, what the
 * registration now reads, in their language, queued in the change's transaction.
 */
export async function queueChangeConfirmed(executor: Executor, participationId: number): Promise<boolean> {
  return queueOwnChange(executor, participationId, 'confirmed');
}

/**
 * The participant's change to a booking held and not yet paid, in force at once (decisions 32 leaves
 * it no pending change): what the registration now reads and until when its place is held.
 */
export async function queueChangeHeld(executor: Executor, participationId: number): Promise<boolean> {
  return queueOwnChange(executor, participationId, 'held');
}

async function queueOwnChange(
  executor: Executor,
  participationId: number,
  kind: 'confirmed' | 'held',
): Promise<boolean> {
  const agg = await findParticipationAggregate(executor, participationId);
  const after = await loadParticipationDetail(executor, participationId);
  const to = after.registrations.find((registration) => registration.position === 1)?.participant.email;
  if (!agg || !to) return false;
  const language = await participationLanguage(executor, agg);
  const { congress } = agg;
  const until = agg.participation.holdExpiresAt;
  const heldUntil =
    kind === 'held'
      ? until && formatZonedDateTime(until, congress.timeZone, { locale: FORMAT_LOCALES[language] })
      : undefined;
  const email = buildRegisteredByStaffEmail({
    to,
    congress,
    facts: registrationFacts(after),
    congressLink: congressUrl(congress.slug),
    passwordLink: null,
    isChange: true,
    isOwnChange: true,
    heldUntil,
    language,
  });
  await enqueueEmails(executor, [withPersonalLink(email, language, congress.slug)]);
  return true;
}
