import { forgetUnavailableRates } from '../queue/admission-gate.ts';
import type { TRate } from '@congress/domain/contracts/rates';
import type { RateParticipantType } from './rates.repository.ts';

export type RateSnapshot = {
  congress: { id: number; memberChoosesHotel: boolean };
  types: RateParticipantType[];
  rates: TRate[];
  /** Answers already checked against their schema and written as UTF-8 JSON, by request: sent as they are. */
  answers: Map<string, Buffer>;
};

type Entry = { storedAt: number; appTime: number; snapshot: RateSnapshot };

/** Architecture: caches of public data live at most a second in a process. */
const MAX_AGE_MS = 1000;
const caches = new WeakMap<object, Map<string, Entry>>();

/**
 * The public rate list per congress slug, per database (so test apps never share one). Freshness is
 * judged on the process's monotonic time, and on the app clock too, so a moved clock recomputes.
 */
export function rateListCache(db: object) {
  let entries = caches.get(db);
  if (!entries) {
    entries = new Map();
    caches.set(db, entries);
  }
  const store = entries;
  return {
    get(slug: string, appNow: Date): RateSnapshot | undefined {
      const entry = store.get(slug);
      if (!entry) return undefined;
      const fresh =
        performance.now() - entry.storedAt < MAX_AGE_MS &&
        Math.abs(appNow.getTime() - entry.appTime) < MAX_AGE_MS;
      return fresh ? entry.snapshot : undefined;
    },
    set(slug: string, appNow: Date, snapshot: RateSnapshot) {
      store.set(slug, { storedAt: performance.now(), appTime: appNow.getTime(), snapshot });
    },
  };
}

/** Called after a place is taken or freed in this process, so its own next read is exact. */
export function invalidateRateLists(db: object) {
  caches.get(db)?.clear();
  forgetUnavailableRates(db);
}
