import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { findOwnLiveOffer } from '../../capacity/capacity.service.ts';
import { findSubjectParticipation } from '../participations/participations.repository.ts';
import { admissionGate } from './admission-gate.ts';

/**
 * Decisions 10: a full rate answers 409 at once. When a turn of this process found the rate
 * unavailable within the last second, a newcomer who has no booking in its congress and no offer on
 * it is refused before any other work; anyone else (a change, an offer's place) goes the whole way.
 */
export async function refuseKnownUnavailable(
  db: Database,
  session: SessionSubject,
  input: { rateId: number; waitingListToken?: string | undefined },
  now: Date,
): Promise<void> {
  if (input.waitingListToken) return;
  const known = admissionGate(db).knownUnavailable(input.rateId);
  if (!known) return;
  const [booked, offer] = await Promise.all([
    findSubjectParticipation(db, session, known.congressId),
    findOwnLiveOffer(db, session, input.rateId, now),
  ]);
  if (booked || offer) return;
  throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
}
