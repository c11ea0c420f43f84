export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Shared by every tab through localStorage, so a tab sees a refresh another tab made. */
export const ACCESS_EXPIRY_KEY = 'congress.accessExpiresAt';

export type ExpiryStore = {
  /** Epoch milliseconds of the access token's expiry, or null when no session is known. */
  read(): number | null;
  write(isoDate: string): void;
  clear(): void;
};

export function createExpiryStore(storage: StorageLike | undefined): ExpiryStore {
  let memory: number | null = null;

  function readStorage(): number | null | undefined {
    try {
      const raw = storage?.getItem(ACCESS_EXPIRY_KEY);
      if (raw === undefined) return undefined;
      if (raw === null) return null;
      const value = Number(raw);
      return Number.isFinite(value) ? value : null;
    } catch {
      return undefined;
    }
  }

  return {
    read() {
      const stored = readStorage();
      return stored === undefined ? memory : stored;
    },
    write(isoDate) {
      const value = Date.parse(isoDate);
      if (!Number.isFinite(value)) return;
      memory = value;
      try {
        storage?.setItem(ACCESS_EXPIRY_KEY, String(value));
      } catch {
        // Storage full or refused: the in-memory copy still serves this tab.
      }
    },
    clear() {
      memory = null;
      try {
        storage?.removeItem(ACCESS_EXPIRY_KEY);
      } catch {
        // Nothing stored to clear.
      }
    },
  };
}
