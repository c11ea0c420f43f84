import { type TRateBase, ZRateBase } from '@congress/domain/contracts/rates';
import { useCallback, useState } from 'react';

/** The rate chosen at step 1, per congress, for the rest of the browser session. */
const keyOf = (congressSlug: string) => `congress.registration.${congressSlug}`;

export function readSelectedRate(congressSlug: string): TRateBase | null {
  try {
    const raw = globalThis.sessionStorage.getItem(keyOf(congressSlug));
    if (!raw) return null;
    const parsed = ZRateBase.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeSelectedRate(congressSlug: string, rate: TRateBase | null): void {
  try {
    if (rate) globalThis.sessionStorage.setItem(keyOf(congressSlug), JSON.stringify(rate));
    else globalThis.sessionStorage.removeItem(keyOf(congressSlug));
  } catch {
    // The choice is kept in memory for this screen; a reload asks for the rate again.
  }
}

export function useSelectedRate(congressSlug: string) {
  const [rate, setRate] = useState(() => readSelectedRate(congressSlug));
  const select = useCallback(
    (next: TRateBase | null) => {
      storeSelectedRate(congressSlug, next);
      setRate(next);
    },
    [congressSlug],
  );
  return [rate, select] as const;
}
