import { useEffect, useState } from 'react';

/** Form spinner delay (spec 9): the form shows its spinner for about 2 s at first. */
export const FORM_SPINNER_MS = 2000;

export function useMinDelay(ms: number = FORM_SPINNER_MS): boolean {
  const [isWaiting, setIsWaiting] = useState(ms > 0);
  useEffect(() => {
    const timer = setTimeout(() => setIsWaiting(false), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return isWaiting;
}
