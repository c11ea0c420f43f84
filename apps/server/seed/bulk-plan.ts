export type BulkRate = {
  id: number;
  label: string;
  typeSlug: string;
  isMemberType: boolean;
  sectionId: number | null;
  secondParticipantType: 'member' | 'accompany' | null;
  free: boolean;
  quota: number;
  /** Places taken now (decisions 9); the planner counts the ones it plans on top. */
  places: number;
};
export type BulkActivity = { id: number; who: string[]; quota: number | null; chosen: number };
/** The demo congress's bookable rates (open, within their dates, not full) and activities. */
export type BulkContext = { congressId: number; rates: BulkRate[]; activities: BulkActivity[] };

export const BULK_PAYMENTS = ['card', 'card_denied', 'bank_transfer', 'none'] as const;
export type BulkPayment = (typeof BULK_PAYMENTS)[number];
/** Statuses only an admin sets (decisions 18), after the participant's own steps. */
export type BulkAdminStatus = 'cancelled' | 'on_hold' | 'no_show';

/** What the n-th generated participation looks like; the generator turns it into service calls. */
export type BulkPlan = {
  index: number;
  rate: BulkRate;
  payment: BulkPayment;
  adminStatus: BulkAdminStatus | null;
  withCompanion: boolean;
  /** On a rate shared with a member: the plan index of the room-mate, or null for a missing one. */
  roomMateIndex: number | null;
  sharesWithMember: boolean;
  activityIds: number[];
  companionActivityIds: number[];
};

const ADMIN_STATUSES: Record<number, BulkAdminStatus> = { 3: 'cancelled', 6: 'on_hold', 9: 'no_show' };

function pickActivities(activities: BulkActivity[], who: string, index: number, howMany: number): number[] {
  const open = activities.filter((a) => a.who.includes(who) && (a.quota === null || a.chosen < a.quota));
  const picked: BulkActivity[] = [];
  for (let k = 0; k < open.length && picked.length < howMany; k++) {
    const activity = open[(index + k * 2) % open.length];
    if (activity && !picked.includes(activity)) picked.push(activity);
  }
  for (const activity of picked) activity.chosen += 1;
  return picked.map((a) => a.id);
}

/**
 * Plans `count` participations from plan index `start`: deterministic round-robin over the bookable
 * rates (a full rate is skipped), payment kinds (card confirmed, card denied, bank transfer pending,
 * none), admin statuses, companions, sharing pairs and activity choices within their places. The
 * context's counters are updated, so consecutive batches keep counting. Fewer plans come back when
 * every rate is full.
 */
export function planBulk(context: BulkContext, start: number, count: number): BulkPlan[] {
  const plans: BulkPlan[] = [];
  const rates = context.rates;
  let waitingRoomMate: BulkPlan | null = null;
  for (let index = start; index < start + count; index++) {
    let rate: BulkRate | undefined;
    for (let k = 0; k < rates.length && !rate; k++) {
      const candidate = rates[(index + k) % rates.length];
      if (candidate && candidate.places < candidate.quota) rate = candidate;
    }
    if (!rate) break;
    const round = Math.floor(index / Math.max(rates.length, 1));
    // Shifted a round so that a rate's payment moves by an odd step from one round to the next:
    // confirming kinds (card, transfer) and the others alternate in BULK_PAYMENTS, so a rate's first
    // two rounds differ in whether they confirm the place, and companions on the accompany rate get
    // confirmed and unpaid cases (with an even number of rates, two a round would repeat the kind).
    const shift = index + round * (rates.length % 2 === 0 ? 1 : 2);
    const payment = rate.free ? 'none' : (BULK_PAYMENTS[shift % BULK_PAYMENTS.length] ?? 'none');
    const plan: BulkPlan = {
      index,
      rate,
      payment,
      adminStatus: ADMIN_STATUSES[index % 10] ?? null,
      withCompanion: rate.secondParticipantType === 'accompany' && round % 3 !== 2,
      sharesWithMember: rate.secondParticipantType === 'member',
      roomMateIndex: null,
      activityIds: [],
      companionActivityIds: [],
    };
    if (plan.sharesWithMember) {
      // Pairs that name each other; every third sharer names a room-mate who never registers.
      if (waitingRoomMate) {
        plan.roomMateIndex = waitingRoomMate.index;
        waitingRoomMate.roomMateIndex = index;
        waitingRoomMate = null;
      } else if (round % 3 !== 1) {
        waitingRoomMate = plan;
      }
    }
    // Counted even when an admin cancels it later: it holds the place until then, and bookings overlap.
    rate.places += 1;
    // Decisions 34: only a confirmed place chooses (a declined card or no payment leaves it pending).
    const isConfirmed = rate.free || payment === 'card' || payment === 'bank_transfer';
    if (isConfirmed)
      plan.activityIds = pickActivities(context.activities, rate.typeSlug, index, 1 + (index % 2));
    if (isConfirmed && plan.withCompanion)
      plan.companionActivityIds = pickActivities(context.activities, 'spouse', index, 1);
    plans.push(plan);
  }
  return plans;
}
