/**
 * Work the request starts but does not wait for (a password reset's lookups, token and e-mail), so
 * the answer takes the same time whatever the work finds. Runs after the current I/O turn; a failure
 * is logged; `idle()` lets the app's close wait for what is still running.
 */
export function createAfterAnswer(onError: (error: unknown) => void) {
  const running = new Set<Promise<void>>();
  return {
    run(job: () => Promise<void>): void {
      const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(job)
        .catch(onError)
        .finally(() => running.delete(done));
      running.add(done);
    },
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
export type AfterAnswer = ReturnType<typeof createAfterAnswer>;
