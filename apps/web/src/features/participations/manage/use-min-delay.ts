import { useEffect, useState } from 'react';

/** Form spinner delay (spec 9): at least 2 seconds on Manage Registration. */
export const MANAGE_SPINNER_MS = 2000;

/** True for the first `ms` milliseconds after mount: the loading spinner shows at least that long. */
export function useMinDelay(ms: number = MANAGE_SPINNER_MS): boolean {
  const [isWaiting, setIsWaiting] = useState(ms > 0);
  useEffect(() => {
    const timer = setTimeout(() => setIsWaiting(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isWaiting;
}

/** Runs `task` and resolves (or rejects) no sooner than `ms` after the start, so a spinner is seen. */
export async function withMinDuration<T>(task: Promise<T>, ms: number = MANAGE_SPINNER_MS): Promise<T> {
  const started = Date.now();
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - started))));
  try {
    return await task;
  } finally {
    await wait();
  }
}
