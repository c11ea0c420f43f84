import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { startRepeatingTask } from './lib/repeating-task.ts';
import { startCounterSweep } from './modules/auth/counter-sweep.ts';
import { startArrivalSweep } from './modules/booking/queue/arrival-sweep.ts';
import { createOutboxWorker } from './modules/emails/outbox-worker.ts';
import { startReleaseReminderSweep } from './modules/hotels/release-reminder-sweep.ts';
import { startPaymentTimers } from './modules/payments/payment-timers.ts';
import type { Services } from './deps.ts';
import { startWaitingListSweep } from './modules/waiting-lists/waiting-list-sweep.ts';

export type Workers = { stop(): Promise<void> };

/** The planner's statistics follow the tables' growth (PGlite has no autovacuum: see DatabaseHandle). */
const STATISTICS_EVERY_MS = 10 * 60 * 1000;

/** Background work of the process: the e-mail outbox worker, payment timers and sweeps (holds, waiting lists, hotel release dates, the rush queue's arrivals, statistics). */
export async function startWorkers(deps: {
  config: AppConfig;
  db: Database;
  log: FastifyBaseLogger;
  /** The services the app uses too (main.ts builds them once). */
  services: Pick<Services, 'payments' | 'waitingLists' | 'releaseReminders'>;
  /** The database handle's refreshStatistics. */
  refreshStatistics?: () => Promise<void>;
}): Promise<Workers> {
  const outbox = createOutboxWorker({
    db: deps.db,
    config: deps.config,
    clock: () => new Date(),
    log: deps.log.child({ worker: 'outbox' }),
  });
  outbox.start();
  const paymentLog = deps.log.child({ worker: 'payments' });
  const payments = startPaymentTimers({ payments: deps.services.payments, log: paymentLog });
  const waitingLists = startWaitingListSweep({
    waitingLists: deps.services.waitingLists,
    log: deps.log.child({ worker: 'waiting-lists' }),
  });
  const releaseReminders = startReleaseReminderSweep({
    releaseReminders: deps.services.releaseReminders,
    log: deps.log.child({ worker: 'release-reminders' }),
  });
  const counters = startCounterSweep({ db: deps.db, log: deps.log.child({ worker: 'rate-limit-sweep' }) });
  const arrivals = startArrivalSweep({ db: deps.db, log: deps.log.child({ worker: 'arrival-sweep' }) });
  const refresh = deps.refreshStatistics;
  const statistics = refresh
    ? startRepeatingTask({
        intervalMs: STATISTICS_EVERY_MS,
        log: deps.log.child({ worker: 'statistics' }),
        failure: 'statistics refresh failed',
        run: refresh,
      })
    : null;
  return {
    stop: async () => {
      await statistics?.stop();
      await counters.stop();
      await arrivals.stop();
      await releaseReminders.stop();
      await waitingLists.stop();
      await payments.stop();
      await outbox.stop();
    },
  };
}
