import type { Executor } from '../../db/database.ts';
import { createPurposeMac, type SigningSecretSource } from '../../lib/purpose-mac.ts';

/**
 * Verification tokens of invitation letters: `<letter id in base 36>.<MAC>`, the MAC over the letter
 * and its reference with a key derived from the server's signing secret for this purpose only (as
 * the check-in tickets do, with another purpose string: a ticket token never verifies a letter).
 */
export function createLetterSigner(deps: SigningSecretSource) {
  const mac = createPurposeMac(deps, 'invitation letter token key v1');
  return {
    async sign(executor: Executor, letterId: number, reference: string): Promise<string> {
      return `${letterId.toString(36)}.${await mac.sign(executor, `${letterId}:${reference}`)}`;
    },
    /** The letter id a token names (its MAC still to be checked against the letter's reference). */
    parse(token: string): { letterId: number; mac: string } | null {
      const match = /^([0-9a-z]{1,7})\.([A-Za-z0-9_-]{22})$/.exec(token);
      if (!match?.[1] || !match[2]) return null;
      const letterId = Number.parseInt(match[1], 36);
      if (!Number.isSafeInteger(letterId) || letterId < 1 || letterId > 2_147_483_647) return null;
      return { letterId, mac: match[2] };
    },
    matches(executor: Executor, letterId: number, reference: string, given: string): Promise<boolean> {
      return mac.matches(executor, `${letterId}:${reference}`, given);
    },
  };
}
