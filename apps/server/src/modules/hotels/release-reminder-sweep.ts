import type { FastifyBaseLogger } from 'fastify';
import { startRepeatingTask } from '../../lib/repeating-task.ts';
import type { ReleaseReminderService } from './release-reminders.service.ts';

/** Hourly is plenty for a reminder a week ahead (the first pass an hour after start). */
export const RELEASE_REMINDER_SWEEP_MS = 3_600_000;

/** Reminds admins of hotel release dates in the background; rows are locked, so processes may overlap. */
export function startReleaseReminderSweep(deps: {
  releaseReminders: Pick<ReleaseReminderService, 'sweep'>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}) {
  return startRepeatingTask({
    intervalMs: deps.intervalMs ?? RELEASE_REMINDER_SWEEP_MS,
    log: deps.log,
    failure: 'release-date reminders failed',
    run: async () => {
      const queued = await deps.releaseReminders.sweep(new Date());
      if (queued) deps.log.info({ queued }, 'release-date reminders queued');
    },
  });
}
