import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { appSecrets, memberUsers, userCongresses, users } from '../../db/schema/index.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';

export async function findSessionSubject(
  db: Executor,
  kind: 'user' | 'member',
  id: number,
): Promise<SessionSubject | null> {
  if (kind === 'member') {
    const [member] = await db.select().from(memberUsers).where(eq(memberUsers.id, id));
    if (!member) return null;
    return {
      kind,
      id: member.id,
      email: member.email,
      roles: ['ROLE_MEMBER'],
      isActivated: member.isActivated,
      sessionVersion: member.sessionVersion,
      congressId: null,
      congressIds: [],
    };
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      roles: users.roles,
      isActivated: users.isActivated,
      sessionVersion: users.sessionVersion,
      congressId: users.congressId,
      congressIds: sql<
        number[]
      >`coalesce((select array_agg(${userCongresses.congressId}) from ${userCongresses} where ${userCongresses.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!user) return null;
  return { kind, ...user, congressIds: (user.congressIds ?? []).map(Number) };
}

/** The shared signing key (decisions 28): the first process to start creates it, every other reads it. */
export async function loadOrCreateSecret(db: Executor, name: string, create: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be stored`);
  return row.value;
}
