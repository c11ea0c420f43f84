import { randomBytes } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { createPurposeMac, type SigningSecretSource } from '../../lib/purpose-mac.ts';

/** The cookie that tells the sign-in limits a browser has signed in to an account before. */
export const DEVICE_COOKIE = 'sign_in_device';
/** A year: OWASP's device cookies outlive sessions, so a returning owner is known. */
export const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;
/** Enough for a shared family or front-desk computer; the oldest falls off first. */
const MAX_ACCOUNTS = 5;

type Entry = { nonce: string; mac: string };
const ENTRY = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{22})$/;

const subjectOf = (account: string) => account.trim().toLowerCase();
const textOf = (account: string, nonce: string) => JSON.stringify([subjectOf(account), nonce]);

function entriesOf(cookie: string | undefined): Entry[] {
  if (!cookie || cookie.length > 512) return [];
  return cookie
    .split('~')
    .slice(0, MAX_ACCOUNTS)
    .flatMap((part) => {
      const match = ENTRY.exec(part);
      return match?.[1] && match[2] ? [{ nonce: match[1], mac: match[2] }] : [];
    });
}

/**
 * Device cookies after OWASP ("Slow down online guessing attacks with device cookies"): a browser
 * that signed in to an account carries a MAC over (account, nonce). Its attempts on that account are
 * limited by their own count, not by the address they share with others, so one address spraying
 * many accounts (or a proxy without TRUST_PROXY) never locks an account's owner out. The MAC names
 * the account, so a cookie of one account buys nothing on another; forged ones are ignored.
 */
export function createDeviceCookies(secret: SigningSecretSource) {
  const mac = createPurposeMac(secret, 'sign-in device cookie key v1');
  return {
    /** The nonce of the entry proving this browser signed in to `account`, else null. */
    async knownDevice(executor: Executor, cookie: string | undefined, account: string) {
      for (const entry of entriesOf(cookie)) {
        if (await mac.matches(executor, textOf(account, entry.nonce), entry.mac)) return entry.nonce;
      }
      return null;
    },
    /** The cookie after a sign-in to `account`: its entry first, the others kept up to the cap. */
    async afterSignIn(executor: Executor, cookie: string | undefined, account: string): Promise<string> {
      const known = await this.knownDevice(executor, cookie, account);
      const nonce = known ?? randomBytes(16).toString('base64url');
      const own = `${nonce}.${await mac.sign(executor, textOf(account, nonce))}`;
      const others = entriesOf(cookie)
        .filter((entry) => entry.nonce !== nonce)
        .map((entry) => `${entry.nonce}.${entry.mac}`);
      return [own, ...others].slice(0, MAX_ACCOUNTS).join('~');
    },
  };
}
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
