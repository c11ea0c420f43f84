import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../db/database.ts';

/** 128 bits of MAC: not guessable, short enough for a link or a small QR code. */
export const MAC_BYTES = 16;

export type SigningSecretSource = {
  jwtSecret: string | undefined;
  /** The auth module's stored signing key, read in the caller's transaction (PGlite has one connection). */
  signingSecret: (executor: Executor) => Promise<string>;
};

/**
 * MACs for one purpose (tickets, letters, rooming-list links): a key derived once from the server's
 * signing secret and the purpose's name, so a token of one purpose never verifies another, and an
 * access token's key never signs any of them.
 */
export function createPurposeMac(deps: SigningSecretSource, purpose: string) {
  let key: Buffer | undefined;
  const keyOf = async (executor: Executor) => {
    if (!key) {
      const secret = deps.jwtSecret ?? (await deps.signingSecret(executor));
      key = createHmac('sha256', secret).update(purpose).digest();
    }
    return key;
  };
  const macOf = async (executor: Executor, text: string) =>
    createHmac('sha256', await keyOf(executor))
      .update(text)
      .digest()
      .subarray(0, MAC_BYTES);
  return {
    /** The MAC of `text`, base64url. */
    async sign(executor: Executor, text: string): Promise<string> {
      return (await macOf(executor, text)).toString('base64url');
    },
    /** Whether `mac` (base64url) is `text`'s, in constant time. */
    async matches(executor: Executor, text: string, mac: string): Promise<boolean> {
      const given = Buffer.from(mac);
      const expected = Buffer.from((await macOf(executor, text)).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
