import { GROUP_MESSAGES } from '@congress/domain/contracts/groups';
import type { TGroupCreate } from '@congress/domain/contracts/groups';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertRoomsForStay, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { insertParticipant } from '../participants/participants.repository.ts';
import { insertParticipation } from '../participations/participations.repository.ts';
import type { CongressRow, RateWithRelations } from '../rates/rates.repository.ts';
import { assertRateCheck, checkRate } from '../rates/rate-eligibility.ts';
import { type PlannedStay, roomRequest, stayColumns } from '../registrations/booking-stay.ts';
import { insertRegistration } from '../registrations/registration-status.repository.ts';
import type { RoomOption } from '@congress/domain/enums';

const MINUTE_MS = 60_000;

export type GroupPlan = {
  congress: CongressRow;
  rate: RateWithRelations;
  roomOption: RoomOption;
  places: number;
  billing: TGroupCreate['billing'];
} & PlannedStay;

/**
 * Every place of the group under the rate's lock, in the caller's transaction (decisions 10, 49):
 * all of them or none. The rate's places are counted once under its lock; each place's rooms are
 * taken night by night after it (a full night refuses the whole group).
 */
export async function takeGroupPlaces(
  tx: Transaction,
  plan: GroupPlan,
  groupId: number,
  now: Date,
): Promise<number[]> {
  const counted = await lockRateForPlace(tx, plan.rate.rate.id, now);
  if (!counted) throw new AppError('NOT_FOUND', GROUP_MESSAGES.rateNotForGroups);
  const context = { now, timeZone: plan.congress.timeZone, sectionId: null };
  assertRateCheck(checkRate({ rate: counted.rate, section: plan.rate.section }, counted.places, context));
  if (counted.places + plan.places > counted.rate.quota)
    throw new AppError('CONFLICT', GROUP_MESSAGES.notEnoughPlaces);
  const room = { hotelId: plan.rate.hotel.id, roomType: plan.roomOption };
  const holdExpiresAt = new Date(now.getTime() + plan.congress.holdMinutes * MINUTE_MS);
  const ids: number[] = [];
  for (let place = 1; place <= plan.places; place++) {
    await assertRoomsForStay(tx, roomRequest(room, plan.stay), now);
    ids.push(await insertPlace(tx, plan, { groupId, place, holdExpiresAt }, now));
  }
  return ids;
}

/** One place: a participant nobody owns yet (named later), its participation and registration. */
async function insertPlace(
  tx: Transaction,
  plan: GroupPlan,
  at: { groupId: number; place: number; holdExpiresAt: Date },
  now: Date,
): Promise<number> {
  const { billing } = plan;
  // The payer is the buyer on every place's documents (decisions 45, 49).
  const participant = await insertParticipant(tx, {
    congressId: plan.congress.id,
    participantTypeId: plan.rate.type.id,
    isAccompanying: false,
    firstName: `Place ${at.place}`,
    lastName: billing.billingCompanyName,
    billingInformation: [
      billing.billingCompanyAddress,
      billing.billingCompanyPostcode,
      billing.billingCompanyCity,
    ]
      .filter(Boolean)
      .join('\n'),
    billingCompanyName: billing.billingCompanyName,
    billingCompanyAddress: billing.billingCompanyAddress ?? null,
    billingCompanyPostcode: billing.billingCompanyPostcode ?? null,
    billingCompanyCity: billing.billingCompanyCity ?? null,
    billingCompanyCountry: billing.billingCompanyCountry ?? null,
    billingCompanyVatId: billing.billingCompanyVatId ?? null,
    updatedAt: now,
  });
  const participation = await insertParticipation(tx, {
    congressId: plan.congress.id,
    rateId: plan.rate.rate.id,
    mainParticipantId: participant.id,
    holdExpiresAt: at.holdExpiresAt,
    consentAt: now,
    ...stayColumns(plan),
    groupId: at.groupId,
    groupPlace: at.place,
    createdAt: now,
    updatedAt: now,
  });
  await insertRegistration(
    tx,
    {
      congressId: plan.congress.id,
      participationId: participation.id,
      participantId: participant.id,
      hotelId: plan.rate.hotel.id,
      position: 1,
      roomOption: plan.roomOption,
      updatedAt: now,
    },
    { event: 'booked', to: 'pending' },
  );
  return participation.id;
}
