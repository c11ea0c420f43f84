import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { memberUsers } from '../../../db/schema/index.ts';

/** The member of the member book with this number (Add Registration for a member type). */
export async function findMemberIdByNumber(executor: Executor, numMember: string): Promise<number | null> {
  const [row] = await executor
    .select({ id: memberUsers.id })
    .from(memberUsers)
    .where(eq(memberUsers.numMember, numMember));
  return row?.id ?? null;
}
