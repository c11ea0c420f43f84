import { REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';

export type BulkRate = { id: number; label: string; secondParticipantType: 'member' | 'accompany' | null };
export type BulkContext = { congressId: number; rates: BulkRate[]; activityIds: number[] };

export type BulkPayment = 'card' | 'bank_transfer' | 'none';
/** What the n-th generated participation looks like; the generator turns it into service calls. */
export type BulkPlan = {
  index: number;
  rate: BulkRate;
  status: RegistrationStatus;
  payment: BulkPayment;
  withCompanion: boolean;
  sharesWithMember: boolean;
  activityIds: number[];
};

const PAYMENTS: BulkPayment[] = ['card', 'bank_transfer', 'none'];

/**
 * Deterministic round-robin over rates, statuses, payment kinds and activities, so that any N
 * covers every case as soon as N allows, and two runs of the same N produce the same mix.
 */
export function planBulkParticipation(context: BulkContext, index: number): BulkPlan {
  const rate = context.rates[index % context.rates.length];
  if (!rate) throw new Error('The demo congress has no rate to book');
  const activities = context.activityIds;
  return {
    index,
    rate,
    status: REGISTRATION_STATUSES[index % REGISTRATION_STATUSES.length] ?? 'pending',
    payment: PAYMENTS[Math.floor(index / context.rates.length) % PAYMENTS.length] ?? 'none',
    withCompanion: rate.secondParticipantType === 'accompany',
    sharesWithMember: rate.secondParticipantType === 'member',
    activityIds: activities.length > 0 ? [activities[index % activities.length] as number] : [],
  };
}
