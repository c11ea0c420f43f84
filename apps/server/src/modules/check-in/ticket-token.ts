import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database.ts';

/** 128 bits of MAC: not guessable, short enough for a small QR code. */
const MAC_BYTES = 16;

/**
 * Ticket tokens: `<registration id in base 36>.<MAC>`, the MAC over the congress and the
 * registration with a key derived from the server's signing secret for this purpose only (an access
 * token's key never signs a ticket, nor the reverse). No personal data; a token of another congress
 * or with one character changed fails the MAC.
 */
export function createTicketSigner(deps: {
  jwtSecret: string | undefined;
  /** The auth module's stored signing key, read in the caller's transaction (PGlite has one connection). */
  signingSecret: (executor: Executor) => Promise<string>;
}) {
  let key: Buffer | undefined;
  const keyOf = async (executor: Executor) => {
    if (!key) {
      const secret = deps.jwtSecret ?? (await deps.signingSecret(executor));
      key = createHmac('sha256', secret).update('congress ticket token key v1').digest();
    }
    return key;
  };
  const macOf = (k: Buffer, congressId: number, registrationId: number) =>
    createHmac('sha256', k).update(`${congressId}:${registrationId}`).digest().subarray(0, MAC_BYTES);

  return {
    async sign(executor: Executor, congressId: number, registrationId: number): Promise<string> {
      const mac = macOf(await keyOf(executor), congressId, registrationId);
      return `${registrationId.toString(36)}.${mac.toString('base64url')}`;
    },
    /** The registration id the token names, when it was signed for this congress; else null. */
    async verify(executor: Executor, congressId: number, token: string): Promise<number | null> {
      const match = /^([0-9a-z]{1,12})\.([A-Za-z0-9_-]+)$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const registrationId = Number.parseInt(match[1], 36);
      if (!Number.isSafeInteger(registrationId) || registrationId < 1 || registrationId > 2_147_483_647)
        return null;
      // Compared as text: decoding would ignore the last character's spare bits, so two strings
      // would pass for one MAC.
      const given = Buffer.from(match[2]);
      const expected = Buffer.from(
        macOf(await keyOf(executor), congressId, registrationId).toString('base64url'),
      );
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return registrationId;
    },
  };
}
export type TicketSigner = ReturnType<typeof createTicketSigner>;
