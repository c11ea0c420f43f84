import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import type { TParticipationListPage } from '@congress/domain/contracts/participation-list';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import type { BookingModules } from '../booking-deps.ts';
import { createParticipationListService, type ListPageOptions } from '../list/participation-list.service.ts';
import { assertCanRead } from '../participants/participant-access.ts';
import { findParticipant } from '../participants/participants.repository.ts';
import { loadParticipationDetails } from './participation-detail.repository.ts';
import { toParticipationDto } from './participation-dto.ts';
import { isPayerOf } from '../groups/group-access.ts';
import { findGroupOfParticipation } from '../groups/groups.repository.ts';
import {
  findCongressSlugByRef,
  findParticipationIdOfParticipant,
  findRoomMateStatus,
  findSubjectParticipation,
} from './participations.repository.ts';

export async function loadParticipationDetail(executor: Executor, id: number): Promise<TParticipation> {
  const [rows] = await loadParticipationDetails(executor, { ids: [id] });
  if (!rows) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  return toParticipationDto(rows);
}

const ANY_PARTICIPATION = {
  status: 'all',
  sharing: 'all',
  hotelId: 'all',
  roomOption: 'all',
  type: 'all',
} as const;

/** Reads of participations; a 404 means "none" to the client (spec 7). */
export function createParticipationQueryService({
  db,
  congresses,
}: { db: Database } & Pick<BookingModules, 'congresses'>) {
  const list = createParticipationListService({ db, congresses });
  async function requireCongressId(slug: string): Promise<number> {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return congress.id;
  }

  return {
    async mine(session: SessionSubject, slug: string): Promise<TParticipation> {
      const found = await findSubjectParticipation(db, session, await requireCongressId(slug));
      if (!found) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      const detail = await loadParticipationDetail(db, found.participation.id);
      // The dashboard says whether the room-mate named has booked naming this participant back,
      // and who paid for a group's place (decisions 49).
      const group = await findGroupOfParticipation(db, found.participation.id);
      return {
        ...detail,
        roomMate: await findRoomMateStatus(db, found.participation.id),
        group: group
          ? {
              id: group.id,
              reference: group.reference,
              billingName: group.billingName,
              isPayer: isPayerOf(session, group),
            }
          : null,
      };
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

    /**
     * Spec 7's "all participations of a congress", answered as the participation list's pages
     * (decisions 40): a collection carries no passport, medical, billing or comment field, for anyone.
     */
    async ofCongress(
      session: SessionSubject,
      ref: string,
      query: { search?: string | undefined } & ListPageOptions,
    ): Promise<TParticipationListPage> {
      const slug = await findCongressSlugByRef(db, ref);
      if (slug === null) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      const { search, ...options } = query;
      return list.page(session, slug, { ...ANY_PARTICIPATION, search }, options);
    },
  };
}

export type ParticipationQueryService = ReturnType<typeof createParticipationQueryService>;
