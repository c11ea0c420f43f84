import { BOOKING_MESSAGES } from '@congress/domain/contracts/booking';
import type { Database, Transaction } from '../db/database.ts';
import { AppError } from './app-error.ts';

/** lock_not_available (lock_timeout), serialization_failure, deadlock_detected: worth another try. */
const RETRYABLE_STATES = new Set(['55P03', '40001', '40P01']);

/** The SQLSTATE of a driver error, however deeply Drizzle wrapped it. */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export type RetryOptions = { attempts?: number; baseDelayMs?: number; retryAfterSeconds?: number };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a transaction, retrying it when a lock wait timed out or the database asked for a retry
 * (decisions 10): short jittered pauses, so the waiters do not collide again in step. When the budget
 * is spent the request answers 503 with Retry-After; never a 500, never a hang.
 */
export async function withTransactionRetry<T>(
  db: Pick<Database, 'transaction'>,
  work: (tx: Transaction) => Promise<T>,
  options: RetryOptions = {},
): Promise<T> {
  const attempts = options.attempts ?? 4;
  const baseDelayMs = options.baseDelayMs ?? 30;
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      const state = sqlStateOf(error);
      if (state === undefined || !RETRYABLE_STATES.has(state)) throw error;
      if (attempt >= attempts) {
        throw new AppError('BUSY', BOOKING_MESSAGES.busy, {
          headers: {
            'Retry-After': String(options.retryAfterSeconds ?? 2),
          },
        });
      }
      await sleep(baseDelayMs * attempt * (0.5 + Math.random()));
    }
  }
}
