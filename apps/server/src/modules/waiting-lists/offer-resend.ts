import { type TOfferResent, WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import type { AuthService, RateLimitRule } from '../auth/auth.service.ts';
import { findLiveEntry, renewOfferToken } from '../capacity/capacity.service.ts';
import { type OfferDeps, queueRateOfferEmail } from './rate-offers.ts';

const MINUTE = 60_000;

/** Per offer: once a minute, and a few times an hour (a lost e-mail, not a mail cannon). */
export const RESEND_LIMITS = {
  minute: { name: 'offer-resend-minute', limit: 1, windowMs: MINUTE },
  hour: { name: 'offer-resend-hour', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type OfferResendDeps = Pick<OfferDeps, 'db' | 'booking' | 'publicUrl'> & {
  clock: () => Date;
  auth: Pick<AuthService, 'rateLimiter'>;
};

/**
 * "Send the e-mail again" for the person's live offer on a rate. Only the token's hash is stored, so
 * the e-mail carries a new link and the older one stops working (the offer page says to use the
 * latest e-mail's link). The hold end does not move.
 */
export function createOfferResend({ db, clock, booking, publicUrl, auth }: OfferResendDeps) {
  return async function resendOffer(session: SessionSubject, rateId: number): Promise<TOfferResent> {
    const now = clock();
    const entry = await findLiveEntry(db, { rateId }, { kind: session.kind, id: session.id });
    if (!entry) throw new AppError('NOT_FOUND', WAITING_LIST_MESSAGES.notInLine);
    const expiresAt = entry.offerExpiresAt;
    if (entry.status !== 'offered' || !expiresAt || expiresAt <= now)
      throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
    await auth.rateLimiter.hit(RESEND_LIMITS.minute, String(entry.id));
    await auth.rateLimiter.hit(RESEND_LIMITS.hour, String(entry.id));
    await withTransactionRetry(db, async (tx) => {
      const rate = await booking.findRateWithCongress(tx, rateId);
      if (!rate) throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
      const token = randomToken();
      if (!(await renewOfferToken(tx, entry.id, hashToken(token), now)))
        throw new AppError('CONFLICT', WAITING_LIST_MESSAGES.offerExpired);
      await queueRateOfferEmail(tx, { publicUrl }, entry, rate, token, expiresAt);
    });
    return { rateId, sent: true };
  };
}
