import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../../db/database.ts';
import { startRepeatingTask } from '../../../lib/repeating-task.ts';
import { ANSWERED_KEPT_MS, deleteArrivalsBefore } from './arrivals.repository.ts';

const HOUR = 60 * 60 * 1000;

export async function sweepBookingArrivals(db: Executor, now: Date): Promise<number> {
  return deleteArrivalsBefore(db, new Date(now.getTime() - ANSWERED_KEPT_MS));
}

/** Deletes the rush queue's arrivals older than a day, every hour. */
export function startArrivalSweep(deps: { db: Executor; log: FastifyBaseLogger; clock?: () => Date }) {
  const clock = deps.clock ?? (() => new Date());
  return startRepeatingTask({
    intervalMs: HOUR,
    log: deps.log,
    failure: 'booking arrival sweep failed',
    run: () => sweepBookingArrivals(deps.db, clock()),
  });
}
