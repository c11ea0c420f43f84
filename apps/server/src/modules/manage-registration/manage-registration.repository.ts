import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, passwordTokens } from '../../db/schema/index.ts';

/** The member of the member book with this number (Add Registration for a member type). */
export async function findMemberIdByNumber(executor: Executor, numMember: string): Promise<number | null> {
  const [row] = await executor
    .select({ id: memberUsers.id })
    .from(memberUsers)
    .where(eq(memberUsers.numMember, numMember));
  return row?.id ?? null;
}

/** The choose-your-password link of a user account made by Add Registration (decisions 7: 7 days). */
export async function insertUserInvitationToken(
  executor: Executor,
  values: { tokenHash: string; userId: number; expiresAt: Date },
) {
  await executor.insert(passwordTokens).values({
    tokenHash: values.tokenHash,
    purpose: 'invitation',
    subjectKind: 'user',
    subjectId: values.userId,
    expiresAt: values.expiresAt,
  });
}
