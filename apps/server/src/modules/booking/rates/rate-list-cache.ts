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
type Loading = { generation: number; snapshot: Promise<RateSnapshot> };
type Store = { entries: Map<string, Entry>; loading: Map<string, Loading>; generation: number };

/** Architecture: caches of public data live at most a second in a process. */
const MAX_AGE_MS = 1000;
const caches = new WeakMap<object, Store>();

/**
 * The public rate list per congress slug, per database (so test apps never share one). Freshness is
 * judged on the process's monotonic time, and on the app clock too, so a moved clock recomputes.
 */
export function rateListCache(db: object) {
  let store = caches.get(db);
  if (!store) {
    store = { entries: new Map(), loading: new Map(), generation: 0 };
    caches.set(db, store);
  }
  const own = store;
  return {
    get(slug: string, appNow: Date): RateSnapshot | undefined {
      const entry = own.entries.get(slug);
      if (!entry) return undefined;
      const fresh =
        performance.now() - entry.storedAt < MAX_AGE_MS &&
        Math.abs(appNow.getTime() - entry.appTime) < MAX_AGE_MS;
      return fresh ? entry.snapshot : undefined;
    },
    /**
     * The snapshot being read for this slug, or a new read: when the second is over, the readers
     * waiting at that moment (a hundred at the opening) share one read instead of one each. A read
     * begun before a place was taken or freed is shared with no later reader, and not kept.
     */
    load(slug: string, appNow: Date, read: () => Promise<RateSnapshot>): Promise<RateSnapshot> {
      const pending = own.loading.get(slug);
      if (pending && pending.generation === own.generation) return pending.snapshot;
      const generation = own.generation;
      const snapshot = read().then((fresh) => {
        if (own.generation === generation) {
          own.entries.set(slug, { storedAt: performance.now(), appTime: appNow.getTime(), snapshot: fresh });
        }
        return fresh;
      });
      const loading = { generation, snapshot };
      own.loading.set(slug, loading);
      const done = () => {
        if (own.loading.get(slug) === loading) own.loading.delete(slug);
      };
      snapshot.then(done, done);
      return snapshot;
    },
  };
}

/** Called after a place is taken or freed in this process, so its own next read is exact. */
export function invalidateRateLists(db: object) {
  forgetUnavailableRates(db);
  const store = caches.get(db);
  if (!store) return;
  store.entries.clear();
  store.generation += 1;
}
