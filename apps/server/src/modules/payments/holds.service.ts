import type { Database } from '../../db/database.ts';
import { type RetireDeps, retireCardPayment } from './card-retire.ts';
import { queueHoldExpired } from './hold-expired-email.ts';
import { findExpiredHolds } from './holds.repository.ts';
import type { PaymentsBooking } from './payment-deps.ts';
import { holdHasExpired, isMainCancelled, openCardPayment } from '@congress/domain/participation-money';

const BATCH = 100;

/** Cancels the registrations of one expired hold, if it is still expired once locked. */
async function cancelHold(
  { db, booking }: { db: Database; booking: PaymentsBooking },
  participationId: number,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const agg = await booking.findParticipationAggregate(tx, participationId, { forUpdate: true });
    if (!agg || !holdHasExpired(agg, now) || isMainCancelled(agg)) return false;
    const isSettled = agg.payments.some(
      (p) =>
        p.kind === 'charge' &&
        (p.status === 'confirmed' || (p.method === 'bank_transfer' && p.status === 'pending')),
    );
    if (isSettled) return false;
    await booking.cancelExpiredHold(tx, participationId, now);
    await queueHoldExpired(tx, booking, participationId);
    return true;
  });
}

/**
 * The hold sweep (decisions 11), run every minute: an open card payment is cancelled with its provider
 * FIRST, then the registrations become cancelled with the comment "hold expired". A payment the
 * provider says succeeded is handled as a (late) success instead; one it cannot cancel yet (still
 * processing, or the provider unreachable) stays open, and a success arriving later takes a free place
 * or is refunded.
 */
export function createHoldsService(
  deps: RetireDeps & { booking: PaymentsBooking; onError?: (error: unknown) => void },
) {
  const db: Database = deps.db;
  return {
    async expireHolds(now: Date): Promise<number> {
      let cancelled = 0;
      for (const participationId of await findExpiredHolds(db, now, BATCH)) {
        try {
          const agg = await deps.booking.findParticipationAggregate(db, participationId);
          const open = agg ? openCardPayment(agg) : null;
          const outcome = open
            ? await retireCardPayment(deps, open, 'Cancelled: the hold expired').catch(() => 'failed')
            : null;
          if (outcome === 'succeeded') continue;
          if (await cancelHold(deps, participationId, now)) cancelled += 1;
        } catch (error) {
          deps.onError?.(error);
        }
      }
      await expirePendingChanges(deps, now);
      return cancelled;
    },
  };
}

/**
 * Pending changes whose hold ran out (decisions 32) are dropped, their open card payment cancelled
 * with the provider first; the choice in force never changed. A payment the provider says succeeded
 * is left to its (late) success, which applies the change if its place is still free.
 */
async function expirePendingChanges(
  deps: RetireDeps & { booking: PaymentsBooking; onError?: (error: unknown) => void },
  now: Date,
) {
  for (const { participationId } of await deps.booking.findExpiredPendingChanges(deps.db, now, BATCH)) {
    try {
      const agg = await deps.booking.findParticipationAggregate(deps.db, participationId);
      const open = agg ? openCardPayment(agg) : null;
      const outcome = open
        ? await retireCardPayment(deps, open, 'Cancelled: the change expired').catch(() => 'failed')
        : null;
      if (outcome === 'succeeded' || outcome === 'in-progress' || outcome === 'failed') continue;
      await deps.booking.deletePendingChange(deps.db, participationId);
    } catch (error) {
      deps.onError?.(error);
    }
  }
}
