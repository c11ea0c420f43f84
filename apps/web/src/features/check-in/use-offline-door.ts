import {
  type TCheckInPack,
  type TCheckInPackEntry,
  type TCheckInSyncResult,
  ZCheckInPack,
} from '@congress/domain/contracts/check-in-offline';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { z } from 'zod';
import { PACK_KEY_PREFIX, readDoorValue, writeDoorValue } from '../../lib/door-store.ts';
import { getPack } from './api/get-pack.ts';
import { checkInKeys } from './api/keys.ts';
import { syncCheckIns } from './api/sync-check-ins.ts';
import { afterSync, checkInOffline, type QueuedCheckIn } from './logic/offline-door.ts';

const ZQueue = z.array(
  z.object({ id: z.string(), registrationId: z.number(), proof: z.string(), scannedAt: z.string() }),
);
const packKey = (slug: string) => `${PACK_KEY_PREFIX}${slug}`;
const queueKey = (slug: string) => `queue:${slug}`;
const DEVICE_KEY = 'device';

const subscribeOnline = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** The browser's own idea of the network, from the first render (no request tried offline). */
const useIsOnline = () =>
  useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );

async function deviceId(): Promise<string> {
  const stored = await readDoorValue(DEVICE_KEY);
  if (typeof stored === 'string') return stored;
  const id = crypto.randomUUID();
  await writeDoorValue(DEVICE_KEY, id);
  return id;
}

/**
 * The door's device: the congress's pack and the check-ins made offline, kept in IndexedDB; the
 * queue is sent when the browser is back online (or on "Sync now"), each entry recorded once.
 */
export function useOfflineDoor(slug: string) {
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const [pack, setPack] = useState<TCheckInPack | null>(null);
  const [queue, setQueue] = useState<QueuedCheckIn[]>([]);
  const [refused, setRefused] = useState<TCheckInSyncResult['results']>([]);
  const [isSyncing, setIsSyncing] = useState(false);
  const queueRef = useRef<QueuedCheckIn[]>([]);

  const saveQueue = useCallback(
    async (next: QueuedCheckIn[]) => {
      queueRef.current = next;
      setQueue(next);
      await writeDoorValue(queueKey(slug), next);
    },
    [slug],
  );

  const refreshPack = useCallback(async () => {
    const fresh = await getPack(slug);
    await writeDoorValue(packKey(slug), fresh);
    setPack(fresh);
  }, [slug]);

  const sync = useCallback(async () => {
    const pending = queueRef.current;
    if (pending.length === 0) return;
    setIsSyncing(true);
    try {
      const result = await syncCheckIns(slug, { deviceId: await deviceId(), entries: pending.slice(0, 500) });
      const next = afterSync(queueRef.current, result);
      await saveQueue(next.queue);
      setRefused((before) => [...before, ...next.refused]);
      await queryClient.invalidateQueries({ queryKey: checkInKeys.all });
      await refreshPack();
    } finally {
      setIsSyncing(false);
    }
  }, [slug, saveQueue, queryClient, refreshPack]);

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const [storedPack, storedQueue] = await Promise.all([
        readDoorValue(packKey(slug)),
        readDoorValue(queueKey(slug)),
      ]);
      if (!isCurrent) return;
      const parsedPack = ZCheckInPack.safeParse(storedPack);
      if (parsedPack.success) setPack((current) => current ?? parsedPack.data);
      const parsedQueue = ZQueue.safeParse(storedQueue);
      if (parsedQueue.success) {
        queueRef.current = parsedQueue.data;
        setQueue(parsedQueue.data);
      }
    })().catch(() => undefined);
    return () => {
      isCurrent = false;
    };
  }, [slug]);

  // Back online: the queue goes first, then a fresh pack (the sync refreshes it itself).
  useEffect(() => {
    if (!isOnline) return;
    const run = queueRef.current.length > 0 ? sync() : refreshPack();
    run.catch(() => undefined);
  }, [isOnline, sync, refreshPack]);

  /** Checks a person of the pack in on the device. */
  const checkIn = useCallback(
    async (item: TCheckInPackEntry) => {
      const result = checkInOffline(item, queueRef.current, new Date(), () => crypto.randomUUID());
      if (result.outcome === 'queued') await saveQueue(result.queue);
      return result;
    },
    [saveQueue],
  );

  /** A check-in made online at this door: the pack knows it, so going offline never repeats it. */
  const markCheckedIn = useCallback(
    (registrationId: number, checkIn: { at: string; by: string | null }) =>
      setPack((current) =>
        current
          ? {
              ...current,
              items: current.items.map((item) =>
                item.registrationId === registrationId ? { ...item, checkIn } : item,
              ),
            }
          : current,
      ),
    [],
  );

  return { isOnline, pack, queue, refused, isSyncing, sync, checkIn, markCheckedIn };
}
