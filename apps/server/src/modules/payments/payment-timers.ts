import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import type { PaymentsService } from './payments.service.ts';

export const PAYMENT_TIMER_MS = 60_000;

/**
 * Every minute: the hold sweep (decisions 11), then automatic card refunds whose provider call failed.
 * Each hold is settled in its own locked transaction, so several processes may sweep side by side.
 */
export function startPaymentTimers(deps: {
  payments: Pick<PaymentsService, 'holds' | 'refunds'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  const services = deps.payments;
  return startRepeatingTask({
    intervalMs: deps.intervalMs ?? PAYMENT_TIMER_MS,
    log: deps.log,
    failure: 'payment timer step failed',
    run: async () => {
      const expired = await services.holds.expireHolds(new Date());
      const refunded = await services.refunds.retryAutomaticRefunds();
      if (expired || refunded) deps.log.info({ expired, refunded }, 'payment timers');
    },
  });
}
