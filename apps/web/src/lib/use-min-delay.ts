import { useEffect, useState } from 'react';

/** Form spinner delay (spec 9): the registration and Manage Registration forms show it at least 2 s. */
export const FORM_SPINNER_MS = 2000;

/** True for the first `ms` milliseconds after mount: the loading spinner shows at least that long. */
export function useMinDelay(ms: number = FORM_SPINNER_MS): boolean {
  const [isWaiting, setIsWaiting] = useState(ms > 0);
  useEffect(() => {
    const timer = setTimeout(() => setIsWaiting(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isWaiting;
}

/** Runs `task` and resolves (or rejects) no sooner than `ms` after the start, so a spinner is seen. */
export async function withMinDuration<T>(task: Promise<T>, ms: number = FORM_SPINNER_MS): Promise<T> {
  const started = Date.now();
  const wait = () => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms - (Date.now() - started))));
  try {
    return await task;
  } finally {
    await wait();
  }
}
