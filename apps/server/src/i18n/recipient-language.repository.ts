import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import { congresses, memberUsers, participants, participations, users } from '../db/schema/index.ts';

/** The languages a recipient's language is chosen from (recipient-language.ts says in which order). */
export async function congressLanguageRow(executor: Executor, congressId: number) {
  const [row] = await executor
    .select({ language: congresses.defaultLanguage })
    .from(congresses)
    .where(eq(congresses.id, congressId));
  return row;
}

export async function userLanguageRow(executor: Executor, userId: number) {
  const [row] = await executor.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return row;
}

export async function memberLanguageRow(executor: Executor, memberUserId: number) {
  const [row] = await executor
    .select({ language: memberUsers.language })
    .from(memberUsers)
    .where(eq(memberUsers.id, memberUserId));
  return row;
}

/** The accounts of a participation's main participant and its congress. */
export async function participationOwnerRow(executor: Executor, participationId: number) {
  const [row] = await executor
    .select({
      userId: participants.userId,
      memberUserId: participants.memberUserId,
      congressId: participations.congressId,
    })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(eq(participations.id, participationId));
  return row;
}
