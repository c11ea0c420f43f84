import { z } from 'zod';
import { ZIsoDay } from './stays.ts';

/** A night booked outside the congress nights, at the price it was booked (integer cents, decisions 46). */
export const ZPricedNight = z.object({ night: ZIsoDay, priceCents: z.number().int().nonnegative() });
export type TPricedNight = z.infer<typeof ZPricedNight>;

/**
 * The stay a participation (or a change) books, as the dashboard and the payment summary show it:
 * arrival and departure (null when the congress had no dates), and the extra nights priced.
 */
export const ZBookedStay = {
  stay: z.object({ checkIn: ZIsoDay, checkOut: ZIsoDay }).nullable(),
  extraNights: z.array(ZPricedNight),
};
