import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

/**
 * The account's owner proved its address (decisions 50): a confirmation link, a reset or an
 * invitation link opened. The first proof's time stays: marking twice changes nothing.
 */
export async function markUserEmailVerified(db: Executor, id: number, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ emailVerifiedAt: now })
    .where(and(eq(users.id, id), isNull(users.emailVerifiedAt)));
}
