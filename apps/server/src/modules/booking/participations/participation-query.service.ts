import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { assertCanRead } from '../participants/participant-access.ts';
import { findParticipant } from '../participants/participants.repository.ts';
import { loadParticipationDetails } from './participation-detail.repository.ts';
import { toParticipationDto } from './participation-dto.ts';
import {
  findCongressIdByRef,
  findParticipationIdOfParticipant,
  findSubjectParticipation,
} from './participations.repository.ts';

export async function loadParticipationDetail(executor: Executor, id: number): Promise<TParticipation> {
  const [rows] = await loadParticipationDetails(executor, { ids: [id] });
  if (!rows) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  return toParticipationDto(rows);
}

/** Reads of participations; a 404 means "none" to the client (spec 7). */
export function createParticipationQueryService({
  db,
  congresses,
}: { db: Database } & Pick<BookingModules, 'congresses'>) {
  async function requireCongressId(slug: string): Promise<number> {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return congress.id;
  }

  return {
    async mine(session: SessionSubject, slug: string): Promise<TParticipation> {
      const found = await findSubjectParticipation(db, session, await requireCongressId(slug));
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      return loadParticipationDetail(db, found.participation.id);
    },

    async ofParticipant(
      session: SessionSubject,
      participantId: number,
      slug: string,
    ): Promise<TParticipation> {
      const participant = await findParticipant(db, participantId);
      if (!participant) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
      assertCanRead(session, participant, participant.congressId);
      const id = await findParticipationIdOfParticipant(db, participant.id, await requireCongressId(slug));
      if (id === null) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      return loadParticipationDetail(db, id);
    },

    async ofCongress(session: SessionSubject, ref: string): Promise<TParticipation[]> {
      const congressId = await findCongressIdByRef(db, ref);
      if (congressId === null) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      assertStaffCongress(session, congressId);
      return (await loadParticipationDetails(db, { congressId })).map(toParticipationDto);
    },
  };
}
