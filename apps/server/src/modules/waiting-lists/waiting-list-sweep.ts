import type { FastifyBaseLogger } from 'fastify';
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
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const offered = await deps.waitingLists.sweep(new Date());
      if (offered) deps.log.info({ offered }, 'waiting-list places offered');
    } catch (error) {
      deps.log.error({ err: error }, 'waiting-list sweep failed');
    }
  };
  const timer = setInterval(() => {
    running ??= tick().finally(() => {
      running = null;
    });
  }, deps.intervalMs ?? WAITING_LIST_SWEEP_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
