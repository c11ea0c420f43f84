import { z } from 'zod';

/**
 * The waiting-list offer opened from its e-mail link, per congress, for this browser
 * session: the rate list lets its person choose the held rate, and the booking sends the token.
 */
const ZStoredOffer = z.object({ rateId: z.number().int(), token: z.string() });
export type StoredWaitingOffer = z.infer<typeof ZStoredOffer>;

const keyOf = (congressSlug: string) => `congress.waiting-offer.${congressSlug}`;

export function readWaitingOffer(congressSlug: string): StoredWaitingOffer | null {
  try {
    const raw = globalThis.sessionStorage.getItem(keyOf(congressSlug));
    const parsed = raw ? ZStoredOffer.safeParse(JSON.parse(raw)) : null;
    return parsed?.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function storeWaitingOffer(congressSlug: string, offer: StoredWaitingOffer | null): void {
  try {
    if (offer) globalThis.sessionStorage.setItem(keyOf(congressSlug), JSON.stringify(offer));
    else globalThis.sessionStorage.removeItem(keyOf(congressSlug));
  } catch {
    // Without storage the held rate shows as sold out; the e-mail link can be opened again.
  }
}
