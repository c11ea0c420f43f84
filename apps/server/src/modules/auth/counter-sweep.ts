import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/database.ts';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import { deleteCountersBefore } from './rate-limit.repository.ts';
import { RATE_LIMITS } from './rate-limit.service.ts';
import { SIGN_IN_LIMITS } from './sign-in-throttle.ts';

const HOUR = 60 * 60 * 1000;

/**
 * A counter outlives every window it can belong to by this much: older rows only take space. A
 * sign-in wait is a row whose window starts when the wait ends, so it goes an hour after that.
 */
const KEEP_MS =
  Math.max(SIGN_IN_LIMITS.windowMs, ...Object.values(RATE_LIMITS).map((rule) => rule.windowMs)) + HOUR;

export async function sweepRateLimitCounters(db: Executor, now: Date): Promise<number> {
  return deleteCountersBefore(db, new Date(now.getTime() - KEEP_MS));
}

/** Deletes finished rate-limit windows every hour. */
export function startCounterSweep(deps: { db: Executor; log: FastifyBaseLogger; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return startRepeatingTask({
    intervalMs: HOUR,
    log: deps.log,
    failure: 'rate-limit counter sweep failed',
    run: () => sweepRateLimitCounters(deps.db, clock()),
  });
}
