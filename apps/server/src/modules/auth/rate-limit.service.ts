import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { decrementCounter, deleteCounters, incrementCounter } from './rate-limit.repository.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/** The limits of the architecture ("rate limited per account and per address"). */
export const RATE_LIMITS = {
  loginAccount: { name: 'login-account', limit: 10, windowMs: 15 * MINUTE },
  loginAddress: { name: 'login-address', limit: 50, windowMs: 15 * MINUTE },
  registerAddress: { name: 'register-address', limit: 10, windowMs: 60 * MINUTE },
  resetAccount: { name: 'reset-account', limit: 5, windowMs: 60 * MINUTE },
  resetAddress: { name: 'reset-address', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

/** A counted attempt; a successful login takes its count back. */
export type RateLimitHit = {
  /** Takes this attempt's count back. */
  undo(): Promise<void>;
  /** Forgets every count of the key: a successful sign-in clears the account's failures. */
  reset(): Promise<void>;
};

export type RateLimiterDeps = { db: Database; clock: () => Date };

export function createRateLimiter({ db, clock }: RateLimiterDeps) {
  return {
    /**
     * Counts an attempt in the current fixed window and refuses it once the window holds more than
     * the limit. Counting before the work (rather than after a failure) keeps the limit exact when
     * many attempts arrive at once.
     */
    async hit(rule: RateLimitRule, subject: string): Promise<RateLimitHit> {
      const now = clock().getTime();
      const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
      const key = `${rule.name}:${subject}`;
      const count = await incrementCounter(db, key, windowStart);
      if (count > rule.limit) {
        const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now) / 1000));
        throw new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, undefined, {
          'retry-after': String(retryAfter),
        });
      }
      return {
        undo: () => decrementCounter(db, key, windowStart),
        reset: () => deleteCounters(db, key),
      };
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
