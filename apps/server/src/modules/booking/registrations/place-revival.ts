import type { RoomType } from '@congress/domain/stays';
import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type ParticipationRow, updateParticipation } from '../participations/participations.repository.ts';
import { assertRoomsForStay, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { heldRoom, roomRequest, stayOf } from './booking-stay.ts';
import type { RegistrationRow } from './registrations.repository.ts';

/**
 * A main registration that becomes active again takes a place (decisions 9): under the rate lock and
 * within the quota, also for an admin, and its room for every night of its stay (decisions 46). An
 * admin's decision keeps the place (no hold); a participant's place is held like a new booking
 * (decisions 11).
 */
export async function retakePlace(
  tx: Transaction,
  participation: ParticipationRow,
  now: Date,
  holdExpiresAt: Date | null,
  room: { hotelId: number; roomType: RoomType },
) {
  const locked = await lockRateForPlace(tx, participation.rateId, now, {
    excludeParticipationId: participation.id,
  });
  if (!locked || locked.places >= locked.rate.quota) {
    throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
  }
  await assertRoomsForStay(tx, roomRequest(room, stayOf(participation)), now, participation.id);
  await updateParticipation(tx, participation.id, { holdExpiresAt, updatedAt: now });
}

/**
 * An admin moving a standing participation to another room type takes that type's rooms for its
 * stay (decisions 46), under the rate's lock then the block rows'. A participation that holds no
 * place takes its room when it is made active again (retakePlace).
 */
export async function changeRoomType(
  tx: Transaction,
  participation: ParticipationRow,
  main: RegistrationRow,
  roomType: RoomType,
  now: Date,
) {
  const held = heldRoom(participation, main, now);
  if (!held || held.roomType === roomType) return;
  await lockRateForPlace(tx, participation.rateId, now, { excludeParticipationId: participation.id });
  await assertRoomsForStay(tx, { ...held, roomType }, now, participation.id, held);
}
