import { and, eq, lte } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { pendingChanges } from '../../../db/schema/index.ts';

export type PendingChangeRow = typeof pendingChanges.$inferSelect;

export async function findPendingChange(
  executor: Executor,
  participationId: number,
): Promise<PendingChangeRow | null> {
  const [row] = await executor
    .select()
    .from(pendingChanges)
    .where(eq(pendingChanges.participationId, participationId));
  return row ?? null;
}

/** One pending change per participation: a new one replaces the one before. */
export async function upsertPendingChange(
  executor: Executor,
  values: typeof pendingChanges.$inferInsert,
): Promise<void> {
  const { participationId: _id, ...changes } = values;
  await executor
    .insert(pendingChanges)
    .values(values)
    .onConflictDoUpdate({ target: pendingChanges.participationId, set: changes });
}

export async function deletePendingChange(executor: Executor, participationId: number): Promise<void> {
  await executor.delete(pendingChanges).where(eq(pendingChanges.participationId, participationId));
}

export async function findExpiredPendingChanges(executor: Executor, now: Date, limit: number) {
  return executor
    .select({ participationId: pendingChanges.participationId })
    .from(pendingChanges)
    .where(lte(pendingChanges.holdExpiresAt, now))
    .limit(limit);
}

/** Moves a pending change's hold forward, never back. */
export async function extendPendingChange(executor: Executor, participationId: number, until: Date) {
  await executor
    .update(pendingChanges)
    .set({ holdExpiresAt: until })
    .where(
      and(eq(pendingChanges.participationId, participationId), lte(pendingChanges.holdExpiresAt, until)),
    );
}
