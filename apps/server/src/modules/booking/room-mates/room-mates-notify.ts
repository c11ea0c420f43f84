import type { Transaction } from '../../../db/database.ts';
import { recipientLanguage } from '../../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../../lib/mail/outbox.ts';
import type { ChangeNotice } from '../manage/admin-update-notify.ts';
import { buildRegisteredByStaffEmail, registrationFacts } from '../manage/registered-by-staff-email.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import { findParticipationOwner } from '../participations/participation-read.repository.ts';

/**
 * Tells the person their room-mate changed (paired: the name; released: none), with Manage
 * Registration's "registration changed" e-mail, which lists the room-mate, in their language; queued
 * in the write's transaction so it exists exactly when the change does.
 */
export async function notifyRoomMateChange(tx: Transaction, participationId: number, notice: ChangeNotice) {
  const after = await loadParticipationDetail(tx, participationId);
  const main = after.registrations.find((registration) => registration.position === 1);
  const to = main?.participant.email;
  if (!to) return;
  const language = await recipientLanguage(tx, await findParticipationOwner(tx, participationId), {
    id: notice.congress.id,
  });
  await enqueueEmails(tx, [
    buildRegisteredByStaffEmail({
      to,
      congress: notice.congress,
      facts: registrationFacts(after),
      congressLink: `${notice.publicUrl}/${encodeURIComponent(notice.congress.slug)}`,
      passwordLink: null,
      isChange: true,
      language,
    }),
  ]);
}
