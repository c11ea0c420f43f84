import { ApiError } from './api-error.ts';
import type { ExpiryStore } from './access-expiry.ts';

/** The part of the Web Locks API we use; tabs of one origin share these locks. */
export type LockManagerLike = {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
};

export const REFRESH_LOCK_NAME = 'congress-token-refresh';
/** Refresh when the access token expires within this margin (decisions 8). */
export const REFRESH_MARGIN_MS = 60_000;

type TokenRefresherDeps = {
  expiry: ExpiryStore;
  /** Calls POST /token/refresh and answers the new accessExpiresAt. */
  refresh: () => Promise<string>;
  /** Called once per failed refresh of a known session: the caller logs out. */
  onExpired: () => void;
  locks: () => LockManagerLike | undefined;
  now: () => number;
};

/**
 * One refresh at a time: calls of this tab share one promise, and other tabs wait on a Web Lock,
 * then re-read the stored expiry so that a refresh another tab just made is not repeated.
 */
export function createTokenRefresher(deps: TokenRefresherDeps) {
  let flight: Promise<boolean> | null = null;

  const isFresh = (expiry: number | null) => expiry !== null && expiry - deps.now() > REFRESH_MARGIN_MS;

  async function perform(observed: number | null): Promise<boolean> {
    const current = deps.expiry.read();
    if (current !== observed && isFresh(current)) return true;
    const hadSession = current !== null || observed !== null;
    try {
      deps.expiry.write(await deps.refresh());
      return true;
    } catch (error) {
      // A network failure or a busy server is no proof that the session ended: keep it.
      const isRejected = error instanceof ApiError && (error.status === 401 || error.status === 403);
      if (!isRejected) return false;
      deps.expiry.clear();
      if (hadSession) deps.onExpired();
      return false;
    }
  }

  return {
    /** True when a session is known and its access token is about to expire (or has). */
    isDue(): boolean {
      const expiry = deps.expiry.read();
      return expiry !== null && !isFresh(expiry);
    },
    /**
     * Refreshes the session; `observed` is the expiry the caller saw before its call, so a refresh
     * completed since then counts as done. Resolves true when the caller may (re)try its call.
     */
    refresh(observed: number | null): Promise<boolean> {
      if (!flight) {
        const run = () => perform(observed);
        const locks = deps.locks();
        flight = (locks ? locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
          flight = null;
        });
      }
      return flight;
    },
  };
}
