import type { Executor } from '../../db/database.ts';
import { createPurposeMac, type SigningSecretSource } from '../../lib/purpose-mac.ts';

/**
 * The hotel's link to its rooming list (decisions 47): `<hotel id>.<expiry in seconds>.<MAC>`, both
 * numbers in base 36, the MAC over both with this purpose's key (a ticket or letter token never
 * opens a rooming list). Nothing is stored: the link works until its expiry for anyone who has it,
 * as the hotel's reservations desk needs.
 */
export function createRoomingLinkSigner(deps: SigningSecretSource) {
  const mac = createPurposeMac(deps, 'rooming list link key v1');
  return {
    async sign(executor: Executor, hotelId: number, expiresAt: Date): Promise<string> {
      const seconds = Math.floor(expiresAt.getTime() / 1000);
      return `${hotelId.toString(36)}.${seconds.toString(36)}.${await mac.sign(executor, `${hotelId}:${seconds}`)}`;
    },
    /** The hotel and expiry a genuine token names; null for anything this server did not sign. */
    async verify(executor: Executor, token: string): Promise<{ hotelId: number; expiresAt: Date } | null> {
      const match = /^([0-9a-z]{1,7})\.([0-9a-z]{1,9})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match?.[1] || !match[2] || !match[3]) return null;
      const hotelId = Number.parseInt(match[1], 36);
      const seconds = Number.parseInt(match[2], 36);
      if (!Number.isSafeInteger(hotelId) || hotelId < 1 || hotelId > 2_147_483_647) return null;
      if (!(await mac.matches(executor, `${hotelId}:${seconds}`, match[3]))) return null;
      return { hotelId, expiresAt: new Date(seconds * 1000) };
    },
  };
}
export type RoomingLinkSigner = ReturnType<typeof createRoomingLinkSigner>;
