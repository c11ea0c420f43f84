import type { Transaction } from '../../../db/database.ts';
import { findParticipant } from '../participants/participants.repository.ts';
import type { BookingPlan } from './booking-plan.ts';
import type { BookingState } from './booking-state.ts';
import { stayColumns } from './booking-stay.ts';

/**
 * Empty and absent are the same answer; a date reads back as a Date, a time with its seconds
 * ("14:30:00" for "14:30"); lists (goodies) compare by their content.
 */
function normalised(value: unknown): unknown {
  if (value === undefined || value === '' || value === null) return null;
  if (typeof value === 'string' && /^\d{2}:\d{2}:00$/.test(value)) return value.slice(0, 5);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return value;
}

/** Every column the request names holds that value already. */
function holdsAll(wanted: object, row: object): boolean {
  const have = row as Record<string, unknown>;
  return Object.entries(wanted).every(([key, value]) => normalised(value) === normalised(have[key]));
}

/**
 * NEXT on a paid booking with nothing edited (Modify then NEXT): the request asks for the booking in
 * force, same rate, room, stay, people and travel. It must not become a pending change (decisions 32):
 * there is nothing to complete, so nothing to hold or pay.
 */
export async function asksForBookingInForce(
  tx: Transaction,
  plan: BookingPlan,
  state: BookingState,
): Promise<boolean> {
  const existing = state.existing;
  const main = state.registrations.find((row) => row.position === 1);
  if (!existing || !main || main.statusRegistration === 'cancelled') return false;
  const { participation, mainParticipant } = existing;
  const stay = stayColumns(plan);
  if (participation.rateId !== plan.rate.rate.id || main.roomOption !== plan.roomOption) return false;
  if (!holdsAll({ checkInOn: stay.checkInOn, checkOutOn: stay.checkOutOn }, participation)) return false;
  if (!holdsAll(plan.main.participant, mainParticipant) || !holdsAll(plan.main.travel, main)) return false;
  const second = state.registrations.find(
    (row) => row.position === 2 && row.statusRegistration !== 'cancelled',
  );
  if (!plan.second || !second) return !plan.second && !second;
  const person = await findParticipant(tx, second.participantId);
  if (!person || !holdsAll(plan.second.participant, person)) return false;
  return plan.second.kind === 'sharing' || holdsAll(plan.second.travel, second);
}
