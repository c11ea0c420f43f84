import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import type {
  TParticipation,
  TParticipationCreateRequest,
  TParticipationUpdateRequest,
} from '@congress/domain/contracts/participations';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { REGISTRATION_MESSAGES } from '@congress/domain/contracts/registrations';
import { MESSAGES } from '@congress/domain/messages';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { BookingModules } from '../booking-deps.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertCanWrite, isAdminOf } from '../participants/participant-access.ts';
import {
  findParticipant,
  lockParticipant,
  updateParticipant,
} from '../participants/participants.repository.ts';
import { assertRoomsForStay, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { planStay, roomRequest, stayColumns } from '../registrations/booking-stay.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { assertRateCheck, checkRate } from '../rates/rate-eligibility.ts';
import { findRateWithCongress } from '../rates/rates.repository.ts';
import { insertRegistration } from '../registrations/registration-status.repository.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { notifyRoomMateLeftAfter, roomMateBefore } from '../room-mates/room-mate-left.ts';
import { listRegistrationsOf } from '../registrations/registrations.repository.ts';
import { loadParticipationDetail } from './participation-query.service.ts';
import { claimParticipationVersion } from './participation-version.ts';
import {
  findParticipationOfMainParticipant,
  findParticipationRow,
  insertParticipation,
  type ParticipationInsert,
  updateParticipation,
} from './participations.repository.ts';

const orNull = (value: string | null | undefined) => (value ? value : null);
const MINUTE_MS = 60_000;

/**
 * POST /participation/create (spec 7) under the booking's rules: the place is taken with the rate
 * row locked, the main registration is created with it (a place is a main registration, decisions 9).
 * An admin of the congress may book outside the dates and sections, never beyond the quota.
 */
async function createInTransaction(
  auth: BookingModules['auth'],
  tx: Transaction,
  session: SessionSubject,
  input: TParticipationCreateRequest,
  now: Date,
) {
  const participant = await lockParticipant(tx, input.participant_id);
  if (!participant) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
  assertCanWrite(session, participant, participant.congressId);
  if (participant.isAccompanying || (await findParticipationOfMainParticipant(tx, participant.id))) {
    throw new AppError('CONFLICT', PARTICIPANT_MESSAGES.alreadyRegistered);
  }
  const found = await findRateWithCongress(tx, input.rateId);
  if (!found || found.rate.congressId !== participant.congressId) {
    throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
  }
  const isAdmin = isAdminOf(session, participant.congressId);
  if (!isAdmin && !found.congress.isOpen) throw new AppError('CONGRESS_CLOSED', MESSAGES.congressClosed);
  const { options, defaultOption } = roomOptionsFor(found.rate);
  const roomOption = input.roomOption ?? defaultOption;
  if (!options.includes(roomOption)) {
    const message = REGISTRATION_MESSAGES.roomOptionNotOffered;
    throw new AppError('VALIDATION', message, { fields: { roomOption: message } });
  }
  // The congress nights (decisions 46): this path asks for no other stay.
  const room = { hotelId: found.rate.hotelId, roomType: roomOption };
  const planned = await planStay(tx, found.congress, room);
  const locked = await lockRateForPlace(tx, found.rate.id, now);
  if (!locked) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
  if (isAdmin) {
    if (locked.places >= locked.rate.quota) throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
  } else {
    const member = session.kind === 'member' ? await auth.findMemberProfile(tx, session.id) : null;
    if (!member && found.type.isMember) throw new AppError('FORBIDDEN', MESSAGES.memberSignInRequired);
    const context = { now, timeZone: found.congress.timeZone, sectionId: member?.section?.id ?? null };
    assertRateCheck(checkRate({ rate: locked.rate, section: found.section }, locked.places, context));
  }
  await assertRoomsForStay(tx, roomRequest(room, planned.stay), now);
  await updateParticipant(tx, participant.id, { participantTypeId: found.type.id, updatedAt: now });
  const participation = await insertParticipation(tx, {
    congressId: participant.congressId,
    rateId: found.rate.id,
    mainParticipantId: participant.id,
    accompanyingFirstName: orNull(input.accompanyingFirstName),
    accompanyingLastName: orNull(input.accompanyingLastName),
    accompanyingMemberNumber: orNull(input.accompanyingMemberNumber),
    holdExpiresAt: new Date(now.getTime() + found.congress.holdMinutes * MINUTE_MS),
    ...stayColumns(planned),
    consentAt: now,
    createdAt: now,
  });
  await insertRegistration(
    tx,
    {
      congressId: participant.congressId,
      participationId: participation.id,
      participantId: participant.id,
      hotelId: found.rate.hotelId,
      position: 1,
      roomOption,
    },
    { event: 'booked', to: 'pending' },
  );
  return participation.id;
}

export function createParticipationWriteService({
  db,
  clock,
  auth,
}: { db: Database; clock: () => Date } & Pick<BookingModules, 'auth'>) {
  return {
    async create(session: SessionSubject, input: TParticipationCreateRequest): Promise<TParticipation> {
      const id = await withTransactionRetry(db, (tx) =>
        createInTransaction(auth, tx, session, input, clock()),
      );
      invalidateRateLists(db);
      return loadParticipationDetail(db, id);
    },

    /**
     * Spec 7: only the participation's own fields; registrations and rate are not changed here. Staff
     * write from the version they read (decisions 39).
     */
    async update(
      session: SessionSubject,
      id: number,
      input: TParticipationUpdateRequest,
    ): Promise<TParticipation> {
      await withTransactionRetry(db, async (tx) => {
        const participation = await findParticipationRow(tx, id, { forUpdate: true });
        if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
        const main = await findParticipant(tx, participation.mainParticipantId);
        if (!main) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
        assertCanWrite(session, main, participation.congressId);
        const isStaff = isAdminOf(session, participation.congressId);
        await claimParticipationVersion(tx, id, { version: input.version, isStaff, now: clock() });
        const values: Partial<ParticipationInsert> = { updatedAt: clock() };
        for (const key of [
          'accompanyingFirstName',
          'accompanyingLastName',
          'accompanyingMemberNumber',
        ] as const) {
          if (input[key] !== undefined) values[key] = orNull(input[key]);
        }
        await updateParticipation(tx, id, values);
        const registration = (await listRegistrationsOf(tx, id)).find((row) => row.position === 1);
        await notifyRoomMateLeftAfter(tx, id, roomMateBefore(participation, registration));
      });
      return loadParticipationDetail(db, id);
    },
  };
}

export type ParticipationWriteService = ReturnType<typeof createParticipationWriteService>;
