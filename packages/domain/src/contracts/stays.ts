import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { isIsoDay } from '../stays.ts';

/** Messages of a booking's stay (decisions 46). */
export const STAY_MESSAGES = defineTexts({
  day: 'Enter a date.',
  order: 'The departure must be after the arrival.',
});

export const ZIsoDay = z.string({ error: STAY_MESSAGES.day }).refine(isIsoDay, STAY_MESSAGES.day);

/** A stay at the hotel: the room is taken from check-in to the night before check-out. */
export const ZStay = z
  .object({ checkIn: ZIsoDay, checkOut: ZIsoDay })
  .refine((stay) => stay.checkOut > stay.checkIn, { message: STAY_MESSAGES.order, path: ['checkOut'] });
export type TStay = z.infer<typeof ZStay>;

/** An extra night a rate's hotel offers: its price (integer cents) and whether a room is left. */
export const ZStayNightOption = z.object({
  night: ZIsoDay,
  priceCents: z.number().int().nonnegative(),
  isAvailable: z.boolean(),
});
export type TStayNightOption = z.infer<typeof ZStayNightOption>;

/**
 * What the registration form offers for a rate and room type: the congress nights (the stay by
 * default, included in the rate's price), and the extra nights before and after, nearest first.
 */
export const ZStayOptions = z.object({
  congressStay: ZStay.nullable(),
  before: z.array(ZStayNightOption),
  after: z.array(ZStayNightOption),
  currency: z.string(),
});
export type TStayOptions = z.infer<typeof ZStayOptions>;
