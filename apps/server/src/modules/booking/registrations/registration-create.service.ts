import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import {
  REGISTRATION_MESSAGES,
  type TRegistration,
  type TRegistrationCreateItem,
} from '@congress/domain/contracts/registrations';
import { MESSAGES } from '@congress/domain/messages';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { ownsParticipant } from '../participants/participant-access.ts';
import { findParticipant } from '../participants/participants.repository.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { retakePlace } from './place-revival.ts';
import { loadRegistrationDtos } from './registration-dto-loader.ts';
import { requireWritableParticipation } from './registration-access.ts';
import { insertRegistration, writeRegistrationStatus } from './registration-status.repository.ts';
import { listRegistrationsOf, updateRegistration } from './registrations.repository.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { travelColumns } from './travel-values.ts';

/**
 * One item of POST /registration/create (spec 7). The main participant's registration is position 1
 * (normally made with the participation), anyone else's position 2 when the rate has a second type.
 * Creating what exists updates it, so the spec's create sequence is safe to repeat.
 */
async function createOne(tx: Transaction, session: SessionSubject, item: TRegistrationCreateItem, now: Date) {
  const { participation, rate, congress, isAdmin } = await requireWritableParticipation(
    tx,
    session,
    item.participation_id,
    {
      forUpdate: true,
    },
  );
  if (item.statusRegistration !== undefined && !isAdmin) {
    throw new AppError('FORBIDDEN', REGISTRATION_MESSAGES.statusStaffOnly);
  }
  const participant = await findParticipant(tx, item.participant_id);
  if (!participant || participant.congressId !== participation.congressId) {
    throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
  }
  if (!isAdmin && !ownsParticipant(session, participant)) throw new AppError('FORBIDDEN', MESSAGES.forbidden);
  const { options, defaultOption } = roomOptionsFor(rate);
  const roomOption = item.roomOption ?? defaultOption;
  if (!options.includes(roomOption)) {
    throw new AppError('VALIDATION', REGISTRATION_MESSAGES.roomOptionNotOffered, {
      fields: {
        roomOption: REGISTRATION_MESSAGES.roomOptionNotOffered,
      },
    });
  }
  const position = participant.id === participation.mainParticipantId ? 1 : 2;
  if (position === 2 && rate.secondParticipantType === null) {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.noSecondParticipant);
  }
  const current = (await listRegistrationsOf(tx, participation.id)).find((row) => row.position === position);
  if (current && current.participantId !== participant.id && current.statusRegistration !== 'cancelled') {
    throw new AppError('CONFLICT', REGISTRATION_MESSAGES.secondRegistrationTaken);
  }
  const status =
    item.statusRegistration ?? (current?.statusRegistration === 'cancelled' ? 'pending' : undefined);
  const activates = status !== undefined && status !== 'cancelled' && current?.statusRegistration !== status;
  if (position === 1 && (!current || (activates && current.statusRegistration === 'cancelled'))) {
    const hold = isAdmin ? null : new Date(now.getTime() + congress.holdMinutes * 60_000);
    await retakePlace(tx, participation, now, hold, { hotelId: rate.hotelId, roomType: roomOption });
  }
  const values = {
    participantId: participant.id,
    hotelId: rate.hotelId,
    roomOption,
    ...travelColumns(item),
    updatedAt: now,
  };
  const event = item.statusRegistration !== undefined ? 'staff_set' : current ? 'rebooked' : 'booked';
  if (current) {
    if (status) await writeRegistrationStatus(tx, current, { event, to: status }, values);
    else await updateRegistration(tx, current.id, values);
    return current.id;
  }
  const created = await insertRegistration(
    tx,
    { ...values, congressId: participation.congressId, participationId: participation.id, position },
    { event, to: status ?? 'pending' },
  );
  return created.id;
}

export function createRegistrationCreateService({ db, clock }: { db: Database; clock: () => Date }) {
  return {
    async create(session: SessionSubject, items: TRegistrationCreateItem[]): Promise<TRegistration[]> {
      const ids = await withTransactionRetry(db, async (tx) => {
        const created: number[] = [];
        for (const item of items) created.push(await createOne(tx, session, item, clock()));
        return created;
      });
      invalidateRateLists(db);
      return loadRegistrationDtos(db, ids);
    },
  };
}

export type RegistrationCreateService = ReturnType<typeof createRegistrationCreateService>;
