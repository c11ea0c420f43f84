import { PARTICIPANT_MESSAGES, type TParticipant } from '@congress/domain/contracts/participants';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { assertCanRead } from './participant-access.ts';
import { toParticipantDto } from './participant-dto.ts';
import { findOwnMainParticipants, findParticipant } from './participants.repository.ts';

/** Reads of participants: the owner, or staff of the participant's congress. */
export function createParticipantsService({
  db,
  congresses,
}: { db: Database } & Pick<BookingModules, 'congresses'>) {
  return {
    async get(session: SessionSubject, id: number): Promise<TParticipant> {
      const participant = await findParticipant(db, id);
      if (!participant) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
      assertCanRead(session, participant, participant.congressId);
      return toParticipantDto(participant);
    },

    /** Spec 7: the participant of a member user, in a congress when named, else the latest. */
    async ofMember(
      session: SessionSubject,
      memberUserId: number,
      congressSlug?: string,
    ): Promise<TParticipant> {
      const isSelf = session.kind === 'member' && session.id === memberUserId;
      if (!isSelf && !hasRoleIn(session.roles, 'staff')) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
      let congressId: number | undefined;
      if (congressSlug !== undefined) {
        const congress = await congresses.findBySlug(db, congressSlug);
        if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
        congressId = congress.id;
      }
      const [latest] = await findOwnMainParticipants(db, { kind: 'member', id: memberUserId }, congressId);
      const participant = latest ? await findParticipant(db, latest.id) : null;
      if (!participant) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
      assertCanRead(session, participant, participant.congressId);
      return toParticipantDto(participant);
    },
  };
}

export type ParticipantsService = ReturnType<typeof createParticipantsService>;
