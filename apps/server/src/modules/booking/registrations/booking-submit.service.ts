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
      await refuseUnverified(deps.auth, session);
      const plan = await planBooking(deps, session, input, clock());
      // Answers a full or closed rate at once, without queueing for its lock; repeated under the lock.
      await loadAndCheckBooking(db, plan, clock());
      const result = await withTransactionRetry(db, async (tx) => {
        const applied = await applyBooking(tx, plan, clock());
        await settleBookingOutcome(tx, applied, clock());
        return applied;
      });
      invalidateRateLists(db);
      return {
        created: result.created,
        participation: await loadParticipationDetail(db, result.participationId),
      };
    },
  };
}
export type BookingSubmitService = ReturnType<typeof createBookingSubmitService>;
