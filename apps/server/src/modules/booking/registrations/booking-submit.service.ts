import type { TBookingRequest } from '@congress/domain/contracts/booking';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { Database } from '../../../db/database.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { applyBooking } from './booking-apply.ts';
import { settleBookingOutcome } from './booking-outcome.ts';
import type { BookingModules } from '../booking-deps.ts';
import { planBooking } from './booking-plan.ts';
import { loadAndCheckBooking } from './booking-state.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import type { AuthService } from '../../auth/auth.service.ts';
import { refuseUnverified } from './verified-guard.ts';
import { answerArrivals } from '../queue/arrivals.repository.ts';
import { inArrivalOrder } from '../queue/booking-admission.ts';
import { enterBooking } from '../queue/entry-limiter.ts';
import { refuseKnownUnavailable } from '../queue/known-unavailable.ts';

export type BookingResult = { created: boolean; participation: TParticipation };

/** The participant's booking (decisions 10): one call, one transaction, the place taken atomically. */
export function createBookingSubmitService(
  deps: { db: Database; clock: () => Date } & BookingModules & {
      auth: Pick<AuthService, 'isEmailVerified'>;
    },
) {
  const { db, clock } = deps;
  return {
    async submit(session: SessionSubject, input: TBookingRequest): Promise<BookingResult> {
      await refuseKnownUnavailable(db, session, input, clock());
      const ticket = input.queueTicket ?? null;
      // In a rush, a few bookings at a time reach the database before their arrival is recorded.
      const entered = await enterBooking(db, { ticket, rateId: input.rateId, subject: session });
      let result: Awaited<ReturnType<typeof applyBooking>>;
      try {
        // The rate may have filled while this booking waited to enter.
        await refuseKnownUnavailable(db, session, input, clock());
        await refuseUnverified(deps.auth, session);
        const plan = await planBooking(deps, session, input, clock());
        // Answers a full or closed rate at once, without queueing for its lock; repeated under the lock.
        const state = await loadAndCheckBooking(db, plan, clock());
        const write = (arrivalId?: number) =>
          withTransactionRetry(db, async (tx) => {
            const asked = arrivalId === undefined ? plan : { ...plan, arrivalId };
            const applied = await applyBooking(tx, asked, clock());
            await settleBookingOutcome(tx, applied, clock());
            if (arrivalId !== undefined) await answerArrivals(tx, [arrivalId], 'placed');
            return applied;
          });
        // A new place is taken in arrival order (decisions 10); a place already held or offered is not queued.
        const takesNewPlace = !state.holdsPlace && plan.offerId === null;
        if (takesNewPlace) {
          const admission = {
            rateId: plan.rate.rate.id,
            congressId: plan.congress.id,
            ticket,
            subject: session,
          };
          result = await inArrivalOrder(db, admission, write, entered);
        } else {
          entered();
          result = await write();
        }
      } finally {
        entered();
      }
      invalidateRateLists(db);
      return {
        created: result.created,
        participation: await loadParticipationDetail(db, result.participationId),
      };
    },
  };
}
export type BookingSubmitService = ReturnType<typeof createBookingSubmitService>;
