import type { SQL } from 'drizzle-orm';
import type { Executor } from './database.ts';

/** Every row of a raw statement: postgres.js answers an array, PGlite an object with `rows`. */
export async function allRows(db: Executor, query: SQL): Promise<Record<string, unknown>[]> {
  const result = (await db.execute(query)) as unknown as { rows?: unknown[] } | unknown[];
  return (Array.isArray(result) ? result : (result.rows ?? [])) as Record<string, unknown>[];
}
