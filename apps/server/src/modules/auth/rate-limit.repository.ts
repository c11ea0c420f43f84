import { and, eq, lt, max, sql } from 'drizzle-orm';
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

/** Takes `amount` back from a window's count, never below zero. */
export async function subtractFromCounter(
  db: Executor,
  key: string,
  windowStart: Date,
  amount: number,
): Promise<void> {
  if (amount <= 0) return;
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - ${amount}, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}

/** Deletes a window's count and answers what it was. */
export async function takeCounter(db: Executor, key: string, windowStart: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)))
    .returning({ count: rateLimitCounters.count });
  return rows.reduce((sum, row) => sum + row.count, 0);
}

/**
 * A wait that ends at `until`, kept as a counter row whose window starts then (no table of its
 * own): the sweep deletes it once that time has long passed, like any finished window.
 */
export async function insertWaitUntil(db: Executor, key: string, until: Date, count: number): Promise<void> {
  await db.insert(rateLimitCounters).values({ key, windowStart: until, count }).onConflictDoNothing();
}

export async function findWaitUntil(db: Executor, key: string): Promise<Date | null> {
  const [row] = await db
    .select({ until: max(rateLimitCounters.windowStart) })
    .from(rateLimitCounters)
    .where(eq(rateLimitCounters.key, key));
  return row?.until ?? null;
}

/** For a periodic sweep: windows that ended before `before` no longer limit anything. */
export async function deleteCountersBefore(db: Executor, before: Date): Promise<number> {
  const rows = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return rows.length;
}
