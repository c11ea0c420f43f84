import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { startCounterSweep } from './modules/auth/counter-sweep.ts';
import { createOutboxWorker } from './modules/emails/outbox-worker.ts';
import { startPaymentTimers } from './modules/payments/payment-timers.ts';
import { createServices } from './services.ts';
import { startWaitingListSweep } from './modules/waiting-lists/waiting-list-sweep.ts';
import { createWaitingListService } from './modules/waiting-lists/waiting-lists.service.ts';
import { activityWaiting } from './modules/activities/activities.service.ts';

export type Workers = { stop(): Promise<void> };

/** Background work of the process: the e-mail outbox worker, payment timers and sweeps. */
export async function startWorkers(deps: {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
}): Promise<Workers> {
  const outbox = createOutboxWorker({
    db: deps.db,
    config: deps.config,
    clock: () => new Date(),
    log: deps.log.child({ worker: 'outbox' }),
  });
  outbox.start();
  const paymentLog = deps.log.child({ worker: 'payments' });
  const services = createServices({
    config: deps.config,
    db: deps.db,
    clock: () => new Date(),
    onError: (error) => paymentLog.error({ err: error }, 'payment timer step failed'),
  });
  const payments = startPaymentTimers({ payments: services.payments, log: paymentLog });
  const waitingLists = startWaitingListSweep({
    waitingLists: createWaitingListService({
      db: deps.db,
      clock: () => new Date(),
      booking: services.booking,
      congresses: services.congresses,
      publicUrl: deps.config.publicUrl,
      activities: activityWaiting,
    }),
    log: deps.log.child({ worker: 'waiting-lists' }),
  });
  const counters = startCounterSweep({ db: deps.db, log: deps.log.child({ worker: 'rate-limit-sweep' }) });
  return {
    stop: async () => {
      await counters.stop();
      await waitingLists.stop();
      await payments.stop();
      await outbox.stop();
    },
  };
}
