import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `run` every `intervalMs` in the background (the workers: holds, refunds, waiting lists,
 * rate-limit counters): a slow round is never overlapped by the next one, a failure is logged and the
 * next round comes as planned, the timer never keeps the process alive, and `stop` waits for the
 * round under way.
 */
export function startRepeatingTask(options: {
  intervalMs: number;
  log: FastifyBaseLogger;
  failure: string;
  run: () => Promise<unknown>;
}) {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= options
      .run()
      .then(
        () => {},
        (error: unknown) => options.log.error({ err: error }, options.failure),
      )
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
