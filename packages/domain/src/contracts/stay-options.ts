import { z } from 'zod';
import { ZRoomOption } from './registrations.ts';
import { ZIsoDay } from './stays.ts';

/** The room type whose nights the form offers; the rate's default room option when absent. */
export const ZStayOptionsQuery = z.object({ roomOption: ZRoomOption.optional() });
export type TStayOptionsQuery = z.infer<typeof ZStayOptionsQuery>;

/** A night booked outside the congress nights, with the price it was booked at (integer cents). */
export const ZBookedNight = z.object({ night: ZIsoDay, priceCents: z.number().int().nonnegative() });
export type TBookedNight = z.infer<typeof ZBookedNight>;
