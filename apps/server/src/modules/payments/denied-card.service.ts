import {
  PAYMENT_MESSAGES,
  type TDeniedCardRequest,
  type TPayment,
} from '@congress/domain/contracts/payments';
import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { dueOf, openCardPayment } from '@congress/domain/participation-money';
import type { PaymentsBooking } from './payment-deps.ts';
import { toPaymentDto } from '../../lib/payment-dto.ts';
import { failureComment, recordDeniedAttempt } from './payment-failed.handler.ts';
import { findDeniedAttempt, findPaymentByClientSecret } from './payments.repository.ts';

/** A browser report repeating what the provider already told us within this time is the same attempt. */
const SAME_ATTEMPT_MS = 10 * 60_000;

/**
 * POST /api/payment/create (decisions 25): the browser reports a failed card attempt, which is
 * recorded Denied. It can never confirm anything: the amount and status are the server's.
 */
export function createDeniedCardService(deps: { db: Database; clock: () => Date; booking: PaymentsBooking }) {
  const { db, clock, booking } = deps;
  return {
    async report(session: SessionSubject, request: TDeniedCardRequest): Promise<TPayment> {
      await booking.assertParticipationAccess(session, request.participation, 'write');
      const agg = await booking.findParticipationAggregate(db, request.participation);
      if (!agg) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      const bySecret = request.clientSecret
        ? await findPaymentByClientSecret(db, request.clientSecret)
        : null;
      if (request.clientSecret && bySecret?.participationId !== agg.participation.id) {
        throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.paymentNotFound);
      }
      const open = bySecret ?? openCardPayment(agg);
      const intentId = open?.providerIntentId ?? 'none';
      const now = clock();
      const failure = { code: request.code, decline_code: request.decline_code, message: request.message };
      const earlier = await findDeniedAttempt(db, agg.participation.id, intentId);
      const isSame =
        earlier?.comment === failureComment(failure) &&
        now.getTime() - earlier.date.getTime() < SAME_ATTEMPT_MS;
      const row =
        earlier && isSame
          ? earlier
          : await recordDeniedAttempt(
              db,
              {
                open: open ?? {
                  participationId: agg.participation.id,
                  amountCents: Math.max(dueOf(agg), 0),
                  currency: agg.congress.currency,
                  provider: null,
                },
                intentId,
                attemptKey: `browser-${now.getTime()}`,
                failure,
                paymentMethodType: request.paymentMethodType ?? 'card',
                source: 'browser',
              },
              now,
            );
      return toPaymentDto(row, agg.congress.timeZone);
    },
  };
}
