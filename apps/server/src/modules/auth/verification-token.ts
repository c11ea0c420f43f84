import type { Executor } from '../../db/database.ts';
import { createPurposeMac, type SigningSecretSource } from '../../lib/purpose-mac.ts';

/** A confirmation link lives three days: long enough for a weekend, short enough to be a proof now. */
export const VERIFICATION_TOKEN_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The confirmation link's token (decisions 50): `<user id>.<expiry in seconds>.<MAC>`, numbers in
 * base 36, the MAC over the id, the address and the expiry with this purpose's own key. Nothing is
 * stored: confirming is idempotent, and a link sent to an address no longer the account's (a staff
 * edit) proves nothing, since the address is under the MAC.
 */
export function createVerificationTokenSigner(deps: SigningSecretSource) {
  const mac = createPurposeMac(deps, 'e-mail verification link key v1');
  const text = (id: number, email: string, seconds: number) => `${id}:${email}:${seconds}`;
  return {
    async sign(executor: Executor, user: { id: number; email: string }, expiresAt: Date): Promise<string> {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      const signature = await mac.sign(executor, text(user.id, user.email, seconds));
      return `${user.id.toString(36)}.${seconds.toString(36)}.${signature}`;
    },
    /** The user id and expiry the token names; the caller checks the MAC against the stored address. */
    parse(token: string): { id: number; seconds: number; signature: string } | null {
      const match = /^([0-9a-z]{1,7})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return null;
      const id = Number.parseInt(match[1], 36);
      const seconds = Number.parseInt(match[2], 36);
      if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
      return { id, seconds, signature: match[3] };
    },
    matches(executor: Executor, id: number, email: string, seconds: number, signature: string) {
      return mac.matches(executor, text(id, email, seconds), signature);
    },
  };
}
export type VerificationTokenSigner = ReturnType<typeof createVerificationTokenSigner>;
