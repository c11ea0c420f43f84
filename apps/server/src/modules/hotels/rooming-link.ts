import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database.ts';

const MAC_BYTES = 16;

/**
 * The hotel's link to its rooming list (decisions 47): `<hotel id>.<expiry in seconds>.<MAC>`, both
 * numbers in base 36, the MAC over both with a key derived from the server's signing secret for
 * this purpose only (a ticket or letter token never opens a rooming list). Nothing is stored: the
 * link works until its expiry for anyone who has it, as the hotel's reservations desk needs.
 */
export function createRoomingLinkSigner(deps: {
  jwtSecret: string | undefined;
  signingSecret: (executor: Executor) => Promise<string>;
}) {
  let key: Buffer | undefined;
  const keyOf = async (executor: Executor) => {
    if (!key) {
      const secret = deps.jwtSecret ?? (await deps.signingSecret(executor));
      key = createHmac('sha256', secret).update('rooming list link key v1').digest();
    }
    return key;
  };
  const macOf = (k: Buffer, hotelId: number, expiresSeconds: number) =>
    createHmac('sha256', k)
      .update(`${hotelId}:${expiresSeconds}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');
  const same = (a: string, b: string) => {
    const [given, expected] = [Buffer.from(a), Buffer.from(b)];
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  return {
    async sign(executor: Executor, hotelId: number, expiresAt: Date): Promise<string> {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      return `${hotelId.toString(36)}.${seconds.toString(36)}.${macOf(await keyOf(executor), hotelId, seconds)}`;
    },
    /** The hotel and expiry a genuine token names; null for anything this server did not sign. */
    async verify(executor: Executor, token: string): Promise<{ hotelId: number; expiresAt: Date } | null> {
      const match = /^([0-9a-z]{1,7})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return null;
      const hotelId = Number.parseInt(match[1], 36);
      const seconds = Number.parseInt(match[2], 36);
      if (!Number.isSafeInteger(hotelId) || hotelId < 1 || hotelId > 2_147_483_647) return null;
      if (!same(match[3], macOf(await keyOf(executor), hotelId, seconds))) return null;
      return { hotelId, expiresAt: new Date(seconds * 1000) };
    },
  };
}
export type RoomingLinkSigner = ReturnType<typeof createRoomingLinkSigner>;
