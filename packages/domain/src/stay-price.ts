import type { IsoDay } from './stays.ts';

/*
 * Extra nights are priced per night (decisions 46): a booking's price is its rate's price plus the
 * nights booked outside the congress nights, each at the price it was booked with. The form's
 * summary and the server's statement both add them here, so they always agree.
 */

export type PricedNight = { night: IsoDay; priceCents: number };

/** What the extra nights add, in integer cents. */
export function extraNightsCents(nights: readonly PricedNight[]): number {
  return nights.reduce((sum, night) => sum + night.priceCents, 0);
}

/** The price of a booking: the rate's price (cents) and its extra nights. */
export function priceWithExtraNights(ratePriceCents: number, nights: readonly PricedNight[]): number {
  return ratePriceCents + extraNightsCents(nights);
}
