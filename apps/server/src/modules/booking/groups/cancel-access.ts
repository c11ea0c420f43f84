import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertParticipationAccess } from '../participations/participation-access.ts';
import { findParticipationAggregate } from '../participations/participation-read.repository.ts';
import { isPayerOf } from './group-access.ts';
import { isNamed } from './group-view.ts';
import { findGroupOfParticipation } from './groups.repository.ts';

/**
 * Who cancels a place under the policy (decisions 48, 49): its person once named, as any participant
 * does; the payer while nobody is named on it. Admins act on any participation.
 */
export async function assertCancelAccess(db: Executor, session: SessionSubject, participationId: number) {
  const group = await findGroupOfParticipation(db, participationId);
  if (group && isPayerOf(session, group)) {
    const agg = await findParticipationAggregate(db, participationId);
    if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
    if (!isNamed(agg)) return;
  }
  await assertParticipationAccess(db, session, participationId, 'write');
}
