import type { FastifyBaseLogger } from 'fastify';
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
  const onError = (error: unknown) => deps.log.error({ err: error }, 'payment timer step failed');
  const services = deps.payments;
  let running: Promise<void> | null = null;
  const tick = async () => {
    try {
      const expired = await services.holds.expireHolds(new Date());
      const refunded = await services.refunds.retryAutomaticRefunds();
      if (expired || refunded) deps.log.info({ expired, refunded }, 'payment timers');
    } catch (error) {
      onError(error);
    }
  };
  const timer = setInterval(() => {
    // A slow round (provider calls) is never overlapped by the next one.
    running ??= tick().finally(() => {
      running = null;
    });
  }, deps.intervalMs ?? PAYMENT_TIMER_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
