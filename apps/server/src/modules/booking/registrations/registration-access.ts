import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertCanWrite, isAdminOf } from '../participants/participant-access.ts';
import { findParticipant } from '../participants/participants.repository.ts';
import { findParticipationRow, type ParticipationRow } from '../participations/participations.repository.ts';
import { type CongressRow, findRateWithCongress, type RateRow } from '../rates/rates.repository.ts';

export type WritableParticipation = {
  participation: ParticipationRow;
  rate: RateRow;
  congress: CongressRow;
  isAdmin: boolean;
};

/**
 * A participation the session may write: its owner (through the main participant) or an admin of
 * its congress. `forUpdate` locks it, so registrations of one participation change one at a time.
 */
export async function requireWritableParticipation(
  executor: Executor,
  session: SessionSubject,
  participationId: number,
  options: { forUpdate?: boolean } = {},
): Promise<WritableParticipation> {
  const participation = await findParticipationRow(executor, participationId, options);
  if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  const main = await findParticipant(executor, participation.mainParticipantId);
  if (!main) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
  assertCanWrite(session, main, participation.congressId);
  const found = await findRateWithCongress(executor, participation.rateId);
  if (!found) throw new AppError('NOT_FOUND', MESSAGES.notFound);
  const isAdmin = isAdminOf(session, participation.congressId);
  return { participation, rate: found.rate, congress: found.congress, isAdmin };
}
