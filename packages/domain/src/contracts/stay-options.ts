import { z } from 'zod';
import { ZRoomOption } from './registrations.ts';

/** The room type whose nights the form offers; the rate's default room option when absent. */
export const ZStayOptionsQuery = z.object({ roomOption: ZRoomOption.optional() });
export type TStayOptionsQuery = z.infer<typeof ZStayOptionsQuery>;
