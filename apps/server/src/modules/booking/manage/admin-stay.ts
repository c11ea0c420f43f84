import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import type { ParticipationRow } from '../participations/participations.repository.ts';
import { findRateWithCongress } from '../rates/rates.repository.ts';
import {
  heldRoom,
  keepBookedPrices,
  type PlannedStay,
  planStay,
  stayOf,
} from '../registrations/booking-stay.ts';
import type { RegistrationRow } from '../registrations/registrations.repository.ts';
import type { AdminPlan } from './admin-plan.ts';

/** An admin's registration with its stay (decisions 46): the rooms a save takes night by night. */
export type StaffPlan = AdminPlan & PlannedStay;

/**
 * The stay a staff save keeps: the nights staff chose, else the participation's own (the congress
 * nights for a new one), judged against the chosen hotel's block; extra nights kept keep the price
 * they were booked at, new ones take the block's. Staff cannot book a night the block does not
 * offer, nor more rooms than it has (takePlaceIfNeeded).
 */
export async function withStaffStay(
  executor: Executor,
  plan: AdminPlan,
  current: { participation: ParticipationRow; main: RegistrationRow | undefined } | null,
  now: Date,
): Promise<StaffPlan> {
  const found = await findRateWithCongress(executor, plan.rate.rate.id);
  if (!found) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
  const room = { hotelId: plan.rate.hotel.id, roomType: plan.roomOption };
  const requested = plan.requestedStay ?? (current ? stayOf(current.participation) : null);
  const planned = await planStay(executor, found.congress, room, requested);
  const held = current ? heldRoom(current.participation, current.main, now) : null;
  const booked = current ? { room: held, extraNights: current.participation.extraNights } : null;
  return { ...plan, ...keepBookedPrices(planned, room, booked) };
}
