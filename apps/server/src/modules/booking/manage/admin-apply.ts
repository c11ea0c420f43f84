import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import {
  insertParticipant,
  type ParticipantRow,
  updateParticipant,
} from '../participants/participants.repository.ts';
import type { ParticipationRow } from '../participations/participations.repository.ts';
import { assertRoomsForStay, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { findRateRow } from '../rates/rates.repository.ts';
import { holdsPlaceOn } from '../registrations/booking-state.ts';
import {
  insertRegistration,
  type StatusChange,
  writeRegistrationStatus,
} from '../registrations/registration-status.repository.ts';
import type { RegistrationRow, RegistrationValues } from '../registrations/registrations.repository.ts';
import { travelColumns } from '../registrations/travel-values.ts';
import {
  heldRoom,
  isSameRoom,
  roomMatesOf,
  roomRequest,
  stayColumns,
} from '../registrations/booking-stay.ts';
import type { AdminPlan, AdminSecondPerson } from './admin-plan.ts';
import type { StaffPlan } from './admin-stay.ts';

export const REMOVED_BY_ADMIN_COMMENT = 'removed by an administrator';

/**
 * Takes a place on the plan's rate when the participation does not already hold one there (a rate
 * change, a cancelled or expired registration made active again, a new registration). The rate row
 * is locked while its places are counted (decisions 9, 10), so the quota holds under concurrency.
 * An admin may book a rate outside its open and close dates, not yet opened or restricted to a
 * section (an organiser's decision), but never beyond its quota, nor beyond the hotel's block: the
 * rooms of the stay are taken after the rate's lock, the nights a kept place adds (decisions 46).
 */
export async function takePlaceIfNeeded(
  tx: Transaction,
  plan: StaffPlan,
  current: { participation: ParticipationRow; main: RegistrationRow | undefined } | null,
  now: Date,
) {
  if (plan.status === 'cancelled') return;
  const holdsPlace =
    current !== null && holdsPlaceOn(current.participation, current.main, plan.rate.rate.id, now);
  // A room-mate who named this one back shares the room (decisions 46).
  const request = roomRequest(
    { hotelId: plan.rate.hotel.id, roomType: plan.roomOption },
    plan.stay,
    roomMatesOf(plan.main.participant.memberNumber, plan.second),
  );
  const held = current ? heldRoom(current.participation, current.main, now) : null;
  if (holdsPlace && isSameRoom(request, held)) return;
  const locked = await lockRateForPlace(tx, plan.rate.rate.id, now, {
    excludeParticipationId: current?.participation.id,
  });
  if (!locked || (!holdsPlace && locked.places >= locked.rate.quota)) {
    throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
  }
  await assertRoomsForStay(tx, request, now, current?.participation.id, held);
}

/** The participation's columns an admin save sets; an admin's decision keeps the place (no hold). */
export function participationValues(plan: StaffPlan, current: ParticipationRow | null, now: Date) {
  const rateId = plan.rate.rate.id;
  const second = plan.second;
  return {
    rateId,
    // Spec 4: on a rate change the old rate is kept as the last rate.
    lastRateId: current && current.rateId !== rateId ? current.rateId : (current?.lastRateId ?? null),
    accompanyingFirstName: second?.participant.firstName ?? null,
    accompanyingLastName: second?.participant.lastName ?? null,
    accompanyingMemberNumber: second?.kind === 'sharing' ? second.participant.memberNumber : null,
    holdExpiresAt: plan.status === 'cancelled' ? (current?.holdExpiresAt ?? null) : null,
    ...stayColumns(plan),
    updatedAt: now,
  };
}

/** A status change clears the comment left by the previous one (e.g. "hold expired"). */
const statusChange = (plan: AdminPlan, row: RegistrationRow | undefined): StatusChange =>
  row && row.statusRegistration === plan.status
    ? { event: 'staff_set', to: plan.status }
    : { event: 'staff_set', to: plan.status, comment: null };

/** Writes the registration at its position with the admin's status: updated if it exists, else inserted. */
async function saveRegistration(
  tx: Transaction,
  plan: AdminPlan,
  current: RegistrationRow | undefined,
  values: Omit<RegistrationValues, 'congressId' | 'participationId' | 'position'>,
  place: { congressId: number; participationId: number; position: 1 | 2 },
) {
  const change = statusChange(plan, current);
  if (current) await writeRegistrationStatus(tx, current, change, values);
  else await insertRegistration(tx, { ...values, ...place }, change);
}

export async function writeMainRegistration(
  tx: Transaction,
  plan: AdminPlan,
  ids: { congressId: number; participationId: number; participantId: number },
  current: RegistrationRow | undefined,
  now: Date,
) {
  const values = {
    participantId: ids.participantId,
    hotelId: plan.rate.hotel.id,
    roomOption: plan.roomOption,
    ...plan.main.travel,
    updatedAt: now,
  };
  await saveRegistration(tx, plan, current, values, {
    congressId: ids.congressId,
    participationId: ids.participationId,
    position: 1,
  });
}

type Owner = Pick<ParticipantRow, 'userId' | 'memberUserId'>;

async function writeSecondParticipant(
  tx: Transaction,
  second: AdminSecondPerson,
  context: { congressId: number; owner: Owner; previousRateId: number | null },
  current: RegistrationRow | undefined,
  now: Date,
): Promise<number> {
  const values = { ...second.participant, participantTypeId: null, isAccompanying: true, updatedAt: now };
  const previousRate = context.previousRateId ? await findRateRow(tx, context.previousRateId) : null;
  const wanted = second.kind === 'companion' ? 'accompany' : 'member';
  if (current && previousRate?.secondParticipantType === wanted) {
    await updateParticipant(tx, current.participantId, values);
    return current.participantId;
  }
  const created = await insertParticipant(tx, {
    ...values,
    congressId: context.congressId,
    userId: context.owner.userId,
    memberUserId: context.owner.memberUserId,
  });
  return created.id;
}

/**
 * Position 2: the companion or the room-sharing member, with the admin's status (spec 2.2: the
 * status applies to the second registration too); cancelled when the new choice has none (spec 4).
 */
export async function writeSecondRegistration(
  tx: Transaction,
  plan: AdminPlan,
  context: { congressId: number; participationId: number; owner: Owner; previousRateId: number | null },
  current: RegistrationRow | undefined,
  now: Date,
) {
  const second = plan.second;
  if (!second) {
    if (current && current.statusRegistration !== 'cancelled') {
      const removed = {
        event: 'second_removed',
        to: 'cancelled',
        comment: REMOVED_BY_ADMIN_COMMENT,
      } as const;
      await writeRegistrationStatus(tx, current, removed, { updatedAt: now });
    }
    return;
  }
  const participantId = await writeSecondParticipant(tx, second, context, current, now);
  const values = {
    participantId,
    hotelId: plan.rate.hotel.id,
    roomOption: plan.roomOption,
    ...(second.kind === 'companion' ? second.travel : travelColumns({})),
    updatedAt: now,
  };
  await saveRegistration(tx, plan, current, values, {
    congressId: context.congressId,
    participationId: context.participationId,
    position: 2,
  });
}
