import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import type { WaitingListService } from './waiting-lists.service.ts';

/** Often enough that a freed place is offered within a minute of a hold expiring by time. */
export const WAITING_LIST_SWEEP_MS = 20_000;

/**
 * The waiting-list sweep in the background, like the payment timers: each line is offered under its
 * rate's lock, so several processes may sweep side by side. Tests call `sweep(now)` directly.
 */
export function startWaitingListSweep(deps: {
  waitingLists: Pick<WaitingListService, 'sweep'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  return startRepeatingTask({
    intervalMs: deps.intervalMs ?? WAITING_LIST_SWEEP_MS,
    log: deps.log,
    failure: 'waiting-list sweep failed',
    run: async () => {
      const offered = await deps.waitingLists.sweep(new Date());
      if (offered) deps.log.info({ offered }, 'waiting-list places offered');
    },
  });
}
