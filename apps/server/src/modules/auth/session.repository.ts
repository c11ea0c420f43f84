import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { appSecrets, memberUsers, refreshTokens, userCongresses, users } from '../../db/schema/index.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';

/** The session (refresh-token family) of this subject still holds a token that is not revoked. */
function isSessionLive(db: Executor, kind: 'user' | 'member', id: number, sessionId: string): SQL {
  const live = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.subjectKind, kind),
        eq(refreshTokens.subjectId, id),
        isNull(refreshTokens.revokedAt),
      ),
    );
  return sql`exists ${live}`;
}

/**
 * The subject as stored now; with a session id, only while that session is live (the per-request
 * lookup of the auth plugin: one query, on the family index).
 */
export async function findSessionSubject(
  db: Executor,
  kind: 'user' | 'member',
  id: number,
  sessionId?: string,
): Promise<SessionSubject | null> {
  const live = sessionId === undefined ? undefined : isSessionLive(db, kind, id, sessionId);
  if (kind === 'member') {
    const [member] = await db
      .select()
      .from(memberUsers)
      .where(and(eq(memberUsers.id, id), live));
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
      isEmailVerified: true,
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
      isEmailVerified: sql<boolean>`${users.emailVerifiedAt} is not null`,
    })
    .from(users)
    .where(and(eq(users.id, id), live));
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
