import { accountStatement } from '@congress/domain/account-statement';
import { participationPriceCents } from '@congress/domain/pricing';
import type { Transaction } from '../../../db/database.ts';
import {
  findOwnMainParticipants,
  insertParticipant,
  ownerValues,
  updateParticipant,
} from '../participants/participants.repository.ts';
import {
  insertParticipation,
  type PaymentRow,
  updateParticipation,
} from '../participations/participations.repository.ts';
import type { BookingPlan } from './booking-plan.ts';
import { writeMainRegistration, writeSecondRegistration } from './booking-registrations.ts';
import type { BookingState } from './booking-state.ts';
import { stayColumns } from './booking-stay.ts';
import { pendConfirmedRegistrations } from './registration-status.repository.ts';
import { notifyRoomMateLeft } from '../room-mates/room-mate-left.ts';

const MINUTE_MS = 60_000;

/** Decisions 11: no hold once a payment is confirmed or a bank transfer chosen; decisions 32 too. */
export function isCommitted(state: BookingState, payments: PaymentRow[]): boolean {
  if (state.existing?.participation.paymentMethodChoice === 'bank_transfer') return true;
  return payments.some(
    (p) =>
      p.kind === 'charge' &&
      (p.status === 'confirmed' || (p.status === 'pending' && p.method === 'bank_transfer')),
  );
}

/**
 * A place already held keeps its hold; a new one is held for the congress's hold time (decisions 11),
 * and a place taken from a waiting-list offer at least until the offer's end, which its e-mail promised.
 */
function holdUntil(plan: BookingPlan, state: BookingState, payments: PaymentRow[], now: Date): Date | null {
  if (state.holdsPlace && state.existing) return state.existing.participation.holdExpiresAt;
  if (isCommitted(state, payments)) return null;
  const held = new Date(now.getTime() + plan.congress.holdMinutes * MINUTE_MS);
  return plan.offerExpiresAt && plan.offerExpiresAt > held ? plan.offerExpiresAt : held;
}

function participationValues(plan: BookingPlan, state: BookingState, payments: PaymentRow[], now: Date) {
  const current = state.existing?.participation;
  const second = plan.second;
  const rateId = plan.rate.rate.id;
  return {
    rateId,
    // Spec 4: on a rate change the old rate is kept as the last rate.
    lastRateId: current && current.rateId !== rateId ? current.rateId : (current?.lastRateId ?? null),
    accompanyingFirstName: second?.participant.firstName ?? null,
    accompanyingLastName: second?.participant.lastName ?? null,
    accompanyingMemberNumber: second?.kind === 'sharing' ? second.participant.memberNumber : null,
    holdExpiresAt: holdUntil(plan, state, payments, now),
    ...stayColumns(plan),
    consentAt: now,
    updatedAt: now,
  };
}

async function writeMainParticipant(tx: Transaction, plan: BookingPlan, state: BookingState, now: Date) {
  const values = { ...plan.main.participant, participantTypeId: plan.rate.type.id, updatedAt: now };
  // A participant made earlier through POST /participant/create, not yet booked, is reused.
  const current =
    state.existing?.mainParticipant ?? (await findOwnMainParticipants(tx, plan.session, plan.congress.id))[0];
  if (current) {
    await updateParticipant(tx, current.id, values);
    return current.id;
  }
  const created = await insertParticipant(tx, {
    ...values,
    congressId: plan.congress.id,
    ...ownerValues(plan.session),
    isAccompanying: false,
  });
  return created.id;
}

/**
 * The booking's writes (decisions 10): participant(s), participation and registrations are created or
 * updated (a second submit is the "Modify" path). The caller holds the subject's and the rate's locks.
 */
export async function writeBooking(
  tx: Transaction,
  plan: BookingPlan,
  state: BookingState,
  payments: PaymentRow[],
  now: Date,
): Promise<{ participationId: number; created: boolean }> {
  const { existing } = state;
  const formerMateNumber = existing?.participation.accompanyingMemberNumber ?? null;
  const mainParticipantId = await writeMainParticipant(tx, plan, state, now);
  const values = participationValues(plan, state, payments, now);
  let participationId: number;
  if (existing) {
    participationId = existing.participation.id;
    await updateParticipation(tx, participationId, values);
  } else {
    participationId = (
      await insertParticipation(tx, {
        ...values,
        congressId: plan.congress.id,
        mainParticipantId,
        createdAt: now,
      })
    ).id;
  }

  await writeMainRegistration(tx, plan, state, { participationId, mainParticipantId }, now);
  await writeSecondRegistration(tx, plan, state, participationId, now);

  const priceCents = participationPriceCents(plan.rate.rate, plan.second ? 2 : 1, plan.extraNights);
  if (accountStatement({ priceCents, payments }).dueCents > 0) {
    await pendConfirmedRegistrations(tx, participationId, now);
  }
  const mateNumber = values.accompanyingMemberNumber;
  if (formerMateNumber && formerMateNumber.trim().toUpperCase() !== mateNumber?.trim().toUpperCase()) {
    const leaver = `${plan.main.participant.firstName} ${plan.main.participant.lastName}`.trim();
    await notifyRoomMateLeft(tx, { congress: plan.congress, participationId, leaver, formerMateNumber });
  }
  return { participationId, created: existing === null };
}
