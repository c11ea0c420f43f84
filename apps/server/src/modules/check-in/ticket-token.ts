import { createHash } from 'node:crypto';
import type { Executor } from '../../db/database.ts';
import { createPurposeMac, type SigningSecretSource } from '../../lib/purpose-mac.ts';

/**
 * Ticket tokens: `<registration id in base 36>.<MAC>`, the MAC over the congress and the
 * registration with a key derived from the server's signing secret for this purpose only (an access
 * token's key never signs a ticket, nor the reverse). No personal data; a token of another congress
 * or with one character changed fails the MAC.
 */
export function createTicketSigner(deps: SigningSecretSource) {
  const mac = createPurposeMac(deps, 'congress ticket token key v1');
  // The offline pack's entries are signed with a key of their own: a pack entry is never a ticket.
  const packMac = createPurposeMac(deps, 'congress check-in offline pack key v1');
  const packText = (congressId: number, registrationId: number) => `${congressId}:${registrationId}`;
  return {
    async sign(executor: Executor, congressId: number, registrationId: number): Promise<string> {
      return `${registrationId.toString(36)}.${await mac.sign(executor, `${congressId}:${registrationId}`)}`;
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
      return (await mac.matches(executor, `${congressId}:${registrationId}`, match[2]))
        ? registrationId
        : null;
    },
    /** The offline pack's proof of one entry: this registration, of this congress. */
    async signPackEntry(executor: Executor, congressId: number, registrationId: number) {
      return packMac.sign(executor, packText(congressId, registrationId));
    },
    async matchesPackEntry(
      executor: Executor,
      entry: { congressId: number; registrationId: number; proof: string },
    ): Promise<boolean> {
      return packMac.matches(executor, packText(entry.congressId, entry.registrationId), entry.proof);
    },
  };
}

/** The SHA-256 of a ticket's token (base64url), as the door's device computes it from a scan. */
export const ticketTokenHash = (token: string) => createHash('sha256').update(token).digest('base64url');
export type TicketSigner = ReturnType<typeof createTicketSigner>;
