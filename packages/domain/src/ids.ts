import { z } from 'zod';

/**
 * Every id is a PostgreSQL `serial` (int4), 1 to 2,147,483,647: a number outside names
 * no row and is refused as input, never sent to the database to fail there.
 */
export const MAX_ID = 2_147_483_647;

/** An id in a JSON body. */
export const zId = () => z.number().int().positive().max(MAX_ID);

/** An id in a path or query string (text, coerced). */
export const zIdParam = () => z.coerce.number().int().positive().max(MAX_ID);
