import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';

/** One atomic upsert, so concurrent requests in any process never lose a count. */
export async function incrementCounter(db: Executor, key: string, windowStart: Date): Promise<number> {
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimitCounters.key, rateLimitCounters.windowStart],
      set: { count: sql`${rateLimitCounters.count} + 1` },
    })
    .returning({ count: rateLimitCounters.count });
  return row?.count ?? 1;
}

export async function decrementCounter(db: Executor, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

export async function deleteCounters(db: Executor, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(eq(rateLimitCounters.key, key));
}

/** For a periodic sweep: windows that ended before `before` no longer limit anything. */
export async function deleteCountersBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
