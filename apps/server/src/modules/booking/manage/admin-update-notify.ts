import type { TParticipation } from '@congress/domain/contracts/participations';
import type { Transaction } from '../../../db/database.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import { findParticipationOwner } from '../participations/participation-read.repository.ts';
import { buildRegisteredByStaffEmail, registrationFacts } from './registered-by-staff-email.ts';
import { withPersonalLink } from '../../../lib/mail/personal-link.ts';

export type ChangeNotice = { congress: { id: number; slug: string; label: string }; publicUrl: string };

const mainOf = (participation: TParticipation) =>
  participation.registrations.find((registration) => registration.position === 1);

/** What the person is told about: a new rate, another hotel, another status. */
export function isNotifiableChange(before: TParticipation, after: TParticipation): boolean {
  const [was, is] = [mainOf(before), mainOf(after)];
  return (
    before.rateId !== after.rateId ||
    was?.hotel_id !== is?.hotel_id ||
    was?.statusRegistration !== is?.statusRegistration
  );
}

/**
 * The e-mail of Add Registration saying what the registration now is ("has been changed"), to its main
 * participant in their language, queued in the caller's transaction. Answers whether one was queued.
 */
export async function enqueueChangeEmail(
  tx: Transaction,
  after: TParticipation,
  notice: ChangeNotice,
): Promise<boolean> {
  const to = mainOf(after)?.participant.email;
  if (!to) return false;
  const language = await recipientLanguage(tx, await findParticipationOwner(tx, after.id), {
    id: notice.congress.id,
  });
  const email = buildRegisteredByStaffEmail({
    to,
    congress: notice.congress,
    facts: registrationFacts(after),
    congressLink: `${notice.publicUrl}/${encodeURIComponent(notice.congress.slug)}`,
    passwordLink: null,
    isChange: true,
    language,
  });
  await enqueueEmails(tx, [withPersonalLink(email, language, notice.congress.slug)]);
  return true;
}

/**
 * Manage Registration's "Notify the participant", queued in the save's transaction (it exists exactly
 * when the change does). A cancellation has its own e-mail, so it is not told twice. Answers whether
 * a mail was queued.
 */
export async function notifyChange(
  tx: Transaction,
  before: TParticipation,
  after: TParticipation,
  notice: ChangeNotice,
): Promise<boolean> {
  if (mainOf(after)?.statusRegistration === 'cancelled' || !isNotifiableChange(before, after)) return false;
  return enqueueChangeEmail(tx, after, notice);
}
