import type { Transaction } from '../../../db/database.ts';
import {
  insertParticipant,
  ownerValues,
  updateParticipant,
} from '../participants/participants.repository.ts';
import { findRateRow } from '../rates/rates.repository.ts';
import type { BookingPlan, SecondPerson } from './booking-plan.ts';
import type { BookingState } from './booking-state.ts';
import { insertRegistration, writeRegistrationStatus } from './registration-status.repository.ts';
import {
  type RegistrationRow,
  type RegistrationValues,
  updateRegistration,
} from './registrations.repository.ts';
import { travelColumns } from './travel-values.ts';

export const COMPANION_REMOVED_COMMENT = 'removed by the participant';

/** A cancelled registration that is booked again takes its place back as pending. */
async function writeBooked(tx: Transaction, row: RegistrationRow, values: Partial<RegistrationValues>) {
  if (row.statusRegistration !== 'cancelled') return updateRegistration(tx, row.id, values);
  await writeRegistrationStatus(tx, row, { event: 'rebooked', to: 'pending', comment: null }, values);
}

export async function writeMainRegistration(
  tx: Transaction,
  plan: BookingPlan,
  state: BookingState,
  ids: { participationId: number; mainParticipantId: number },
  now: Date,
) {
  const current = state.registrations.find((row) => row.position === 1);
  const values = {
    participantId: ids.mainParticipantId,
    hotelId: plan.rate.hotel.id,
    roomOption: plan.roomOption,
    ...plan.main.travel,
    updatedAt: now,
  };
  if (current) {
    await writeBooked(tx, current, values);
    return;
  }
  await insertRegistration(
    tx,
    { ...values, congressId: plan.congress.id, participationId: ids.participationId, position: 1 },
    { event: 'booked', to: 'pending' },
  );
}

function secondParticipantValues(second: SecondPerson, now: Date) {
  return { ...second.participant, participantTypeId: null, isAccompanying: true, updatedAt: now };
}

/** The companion's or room-mate's record: kept when the kind of second person stays the same. */
async function writeSecondParticipant(
  tx: Transaction,
  plan: BookingPlan,
  state: BookingState,
  second: SecondPerson,
  current: RegistrationRow | undefined,
  now: Date,
): Promise<number> {
  const values = secondParticipantValues(second, now);
  const previousRate = state.existing ? await findRateRow(tx, state.existing.participation.rateId) : null;
  const wanted = second.kind === 'companion' ? 'accompany' : 'member';
  if (current && previousRate?.secondParticipantType === wanted) {
    await updateParticipant(tx, current.participantId, values);
    return current.participantId;
  }
  const created = await insertParticipant(tx, {
    ...values,
    congressId: plan.congress.id,
    ...ownerValues(plan.session),
  });
  return created.id;
}

/** Position 2: the companion or the room-sharing member; cancelled when removed (spec 4). */
export async function writeSecondRegistration(
  tx: Transaction,
  plan: BookingPlan,
  state: BookingState,
  participationId: number,
  now: Date,
) {
  const current = state.registrations.find((row) => row.position === 2);
  const second = plan.second;
  if (!second) {
    if (current && current.statusRegistration !== 'cancelled') {
      const removed = {
        event: 'second_removed',
        to: 'cancelled',
        comment: COMPANION_REMOVED_COMMENT,
      } as const;
      await writeRegistrationStatus(tx, current, removed, { updatedAt: now });
    }
    return;
  }
  const participantId = await writeSecondParticipant(tx, plan, state, second, current, now);
  const values = {
    participantId,
    hotelId: plan.rate.hotel.id,
    roomOption: plan.roomOption,
    ...(second.kind === 'companion' ? second.travel : travelColumns({})),
    updatedAt: now,
  };
  if (current) {
    await writeBooked(tx, current, values);
    return;
  }
  await insertRegistration(
    tx,
    { ...values, congressId: plan.congress.id, participationId, position: 2 },
    { event: 'booked', to: 'pending' },
  );
}
