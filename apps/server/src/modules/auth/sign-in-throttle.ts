import type { Database } from '../../db/database.ts';
import {
  findWaitUntil,
  incrementCounter,
  insertWaitUntil,
  subtractFromCounter,
  takeCounter,
} from './rate-limit.repository.ts';
import { rateLimited, windowStartOf } from './rate-limit.service.ts';

const MINUTE = 60_000;

/**
 * Sign-in limits after OWASP's authentication cheat sheet: failures slow the
 * (account, address) pair down quickly, judged first; the account as a whole only makes its failing
 * addresses wait, with a delay that doubles; an address that has not failed on the account is never
 * refused for the account's sake; and an address is refused after many failures on any accounts
 * (spraying). A browser that signed in to the account before (its device cookie) is judged by its
 * own count only, so an address's spraying - or everyone behind one proxy - never locks the owner
 * out. Only failures count: a sign-in takes its pair's failures back from every count.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * MINUTE,
  pairFailures: 5,
  addressFailures: 50,
  /** Failures of the account from anywhere before its failing addresses wait. */
  freeAccountFailures: 10,
  maxDelayMs: 15 * MINUTE,
} as const;

/** 1 s after the first failure past the free ones, then twice as long after each, up to 15 minutes. */
export function accountDelayMs(failures: number): number {
  const past = failures - SIGN_IN_LIMITS.freeAccountFailures;
  return past <= 0 ? 0 : Math.min(SIGN_IN_LIMITS.maxDelayMs, 1000 * 2 ** (past - 1));
}

/** What became of an attempt that `begin` let through. */
export type SignInAttempt = {
  /** The password was wrong (or the account cannot sign in): it counts everywhere. */
  failed(): Promise<void>;
  /** Signed in: the pair's failures are forgiven and taken back from the address's and account's. */
  succeeded(): Promise<void>;
  /** Neither: the password was right for the other kind of account (the client's fallback). */
  release(): Promise<void>;
};

export type SignInThrottleDeps = { db: Database; clock: () => Date };

export function createSignInThrottle({ db, clock }: SignInThrottleDeps) {
  /** Keys are JSON, so no e-mail or address can be read as another pair. */
  const keysOf = (account: string, address: string) => ({
    address: `sign-in-address:${JSON.stringify(address)}`,
    pair: `sign-in-pair:${JSON.stringify([account, address])}`,
    device: (nonce: string) => `sign-in-device:${JSON.stringify([account, nonce])}`,
    account: `sign-in-account:${JSON.stringify(account)}`,
    wait: `sign-in-account-wait:${JSON.stringify(account)}`,
  });

  return {
    /**
     * Reserves the attempt in the address's and the pair's counts before the password is checked,
     * so attempts arriving at once are counted exactly; a refused attempt takes its reservation back
     * (it guessed nothing). Throws 429 with Retry-After.
     */
    async begin(account: string, address: string, device: string | null = null): Promise<SignInAttempt> {
      const now = clock().getTime();
      const windowStart = windowStartOf(now, SIGN_IN_LIMITS.windowMs);
      const windowLeft = windowStart.getTime() + SIGN_IN_LIMITS.windowMs - now;
      const keys = keysOf(account, address);
      const takeBack = (key: string) => subtractFromCounter(db, key, windowStart, 1);
      const accountFailed = async () => {
        const failures = await incrementCounter(db, keys.account, windowStart);
        const delay = accountDelayMs(failures);
        if (delay > 0) await insertWaitUntil(db, keys.wait, new Date(clock().getTime() + delay), failures);
      };

      if (device !== null) {
        const key = keys.device(device);
        if ((await incrementCounter(db, key, windowStart)) > SIGN_IN_LIMITS.pairFailures) {
          await takeBack(key);
          throw rateLimited(windowLeft);
        }
        return {
          release: () => takeBack(key),
          failed: accountFailed,
          async succeeded() {
            const deviceTotal = await takeCounter(db, key, windowStart);
            await subtractFromCounter(db, keys.account, windowStart, deviceTotal - 1);
          },
        };
      }

      // The pair first: a pair already refused spends none of its address's allowance.
      const pairCount = await incrementCounter(db, keys.pair, windowStart);
      if (pairCount > SIGN_IN_LIMITS.pairFailures) {
        await takeBack(keys.pair);
        throw rateLimited(windowLeft);
      }
      const release = async () => {
        await takeBack(keys.pair);
        await takeBack(keys.address);
      };
      if ((await incrementCounter(db, keys.address, windowStart)) > SIGN_IN_LIMITS.addressFailures) {
        await release();
        throw rateLimited(windowLeft);
      }
      // Only an address that has failed on this account waits for the account's delay.
      if (pairCount > 1) {
        const until = (await findWaitUntil(db, keys.wait))?.getTime() ?? 0;
        if (until > now) {
          await release();
          throw rateLimited(until - now);
        }
      }
      return {
        release,
        failed: accountFailed,
        async succeeded() {
          const pairTotal = await takeCounter(db, keys.pair, windowStart);
          await subtractFromCounter(db, keys.address, windowStart, pairTotal);
          // This attempt was never an account failure: only the pair's earlier ones are.
          await subtractFromCounter(db, keys.account, windowStart, pairTotal - 1);
        },
      };
    },
  };
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
