import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Executor } from '../../db/database.ts';

const MAC_BYTES = 16;

/**
 * Verification tokens of invitation letters: `<letter id in base 36>.<MAC>`, the MAC over the letter
 * and its reference with a key derived from the server's signing secret for this purpose only (as
 * the check-in tickets do, with another purpose string: a ticket token never verifies a letter).
 */
export function createLetterSigner(deps: {
  jwtSecret: string | undefined;
  signingSecret: (executor: Executor) => Promise<string>;
}) {
  let key: Buffer | undefined;
  const keyOf = async (executor: Executor) => {
    if (!key) {
      const secret = deps.jwtSecret ?? (await deps.signingSecret(executor));
      key = createHmac('sha256', secret).update('invitation letter token key v1').digest();
    }
    return key;
  };
  const macOf = (k: Buffer, letterId: number, reference: string) =>
    createHmac('sha256', k)
      .update(`${letterId}:${reference}`)
      .digest()
      .subarray(0, MAC_BYTES)
      .toString('base64url');

  return {
    async sign(executor: Executor, letterId: number, reference: string): Promise<string> {
      return `${letterId.toString(36)}.${macOf(await keyOf(executor), letterId, reference)}`;
    },
    /** The letter id a token names (its MAC still to be checked against the letter's reference). */
    parse(token: string): { letterId: number; mac: string } | null {
      const match = /^([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const letterId = Number.parseInt(match[1], 36);
      if (!Number.isSafeInteger(letterId) || letterId < 1 || letterId > 2_147_483_647) return null;
      return { letterId, mac: match[2] };
    },
    async matches(executor: Executor, letterId: number, reference: string, mac: string): Promise<boolean> {
      const given = Buffer.from(mac);
      const expected = Buffer.from(macOf(await keyOf(executor), letterId, reference));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
