/**
 * The door's device storage (IndexedDB): the congress's offline pack (personal data, cleared when
 * the user signs out) and the queue of check-ins made offline (ids and proofs, no names: kept, so
 * a sign-out never loses an arrival). One object store of values by key.
 */
const DB_NAME = 'congress-door';
const STORE = 'values';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = act(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export const readDoorValue = (key: string): Promise<unknown> => run('readonly', (store) => store.get(key));
export const writeDoorValue = (key: string, value: unknown): Promise<IDBValidKey> =>
  run('readwrite', (store) => store.put(value, key));

/** The pack's keys start with this; the queue's and the device id's do not. */
export const PACK_KEY_PREFIX = 'pack:';

/** Removes every congress's pack from the device (sign-out): no personal data stays behind. */
export async function clearDoorPacks(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const keys = await run('readonly', (store) => store.getAllKeys());
  await Promise.all(
    keys
      .filter((key) => typeof key === 'string' && key.startsWith(PACK_KEY_PREFIX))
      .map((key) => run('readwrite', (store) => store.delete(key))),
  );
}
