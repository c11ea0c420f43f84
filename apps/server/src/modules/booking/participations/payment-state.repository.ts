import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { participations } from '../../../db/schema/index.ts';

/** The payment method chosen and the hold, written by payments when a payment starts. */
export async function updateParticipationPaymentState(
  executor: Executor,
  participationId: number,
  changes: Partial<Pick<typeof participations.$inferInsert, 'holdExpiresAt' | 'paymentMethodChoice'>>,
  now: Date,
) {
  await executor
    .update(participations)
    // Every write moves the participation's version (decisions 39).
    .set({ ...changes, updatedAt: now, version: sql`${participations.version} + 1` })
    .where(eq(participations.id, participationId));
}
