import { MESSAGES } from '@congress/domain/messages';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { incrementCounter } from './rate-limit.repository.ts';

export type RateLimitRule = { name: string; limit: number; windowMs: number };

const MINUTE = 60_000;

/**
 * The limits of the architecture ("rate limited per account and per address") on account creation
 * and reset requests. Sign-in has its own, which never lock the owner out (`sign-in-throttle.ts`).
 */
export const RATE_LIMITS = {
  registerAddress: { name: 'register-address', limit: 10, windowMs: 60 * MINUTE },
  /** One e-mail from one address: what the owner can ask for, whatever others do. */
  resetPair: { name: 'reset-pair', limit: 5, windowMs: 60 * MINUTE },
  /** One e-mail from anywhere: bounds a mailbox flooded from many addresses. */
  resetAccount: { name: 'reset-account', limit: 20, windowMs: 60 * MINUTE },
  resetAddress: { name: 'reset-address', limit: 20, windowMs: 60 * MINUTE },
  /** A new confirmation link (decisions 50): one a minute, five an hour, per account. */
  verifyResendMinute: { name: 'verify-resend-minute', limit: 1, windowMs: MINUTE },
  verifyResendHour: { name: 'verify-resend-hour', limit: 5, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export function rateLimited(retryAfterMs: number): AppError {
  return new AppError('RATE_LIMITED', MESSAGES.tooManyAttempts, {
    headers: {
      'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
    },
  });
}

/** The start of the fixed window that holds `now`. */
export function windowStartOf(now: number, windowMs: number): Date {
  return new Date(Math.floor(now / windowMs) * windowMs);
}

export type RateLimiterDeps = { db: Database; clock: () => Date };

export function createRateLimiter({ db, clock }: RateLimiterDeps) {
  return {
    /**
     * Counts an attempt in the current fixed window and refuses it once the window holds more than
     * the limit. Counting before the work (rather than after a failure) keeps the limit exact when
     * many attempts arrive at once.
     */
    async hit(rule: RateLimitRule, subject: string): Promise<void> {
      const now = clock().getTime();
      const windowStart = windowStartOf(now, rule.windowMs);
      const count = await incrementCounter(db, `${rule.name}:${subject}`, windowStart);
      if (count > rule.limit) throw rateLimited(windowStart.getTime() + rule.windowMs - now);
    },
  };
}
export type RateLimiter = ReturnType<typeof createRateLimiter>;
