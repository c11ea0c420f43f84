import { and, arrayContains, asc, count, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, userCongresses, users } from '../../db/schema/index.ts';

export type UserRecord = {
  id: number;
  email: string;
  roles: string[];
  isActivated: boolean;
  congressId: number | null;
  sessionVersion: number;
  version: number;
  congressIds: number[];
};

const grantsOf = sql<
  number[]
>`coalesce((select array_agg(${userCongresses.congressId} order by ${userCongresses.congressId}) from ${userCongresses} where ${userCongresses.userId} = ${users.id}), '{}')`;

const columns = {
  id: users.id,
  email: users.email,
  roles: users.roles,
  isActivated: users.isActivated,
  congressId: users.congressId,
  sessionVersion: users.sessionVersion,
  version: users.version,
  congressIds: grantsOf,
};

const toRecord = (row: UserRecord): UserRecord => ({
  ...row,
  congressIds: (row.congressIds ?? []).map(Number),
});
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Users of a congress: created for it, granted it, or super admins (who reach every congress). */
function ofCongress(congressId: number, search: string | undefined): SQL | undefined {
  const granted = sql`exists (select 1 from ${userCongresses} where ${userCongresses.userId} = ${users.id} and ${userCongresses.congressId} = ${congressId})`;
  const scope = or(
    eq(users.congressId, congressId),
    granted,
    arrayContains(users.roles, ['ROLE_SUPER_ADMIN']),
  );
  return search ? and(scope, ilike(users.email, `%${escapeLike(search.toLowerCase())}%`)) : scope;
}

export async function listUsersOfCongress(
  db: Executor,
  congressId: number,
  options: { search?: string | undefined; page: number; pageSize: number },
): Promise<{ items: UserRecord[]; total: number }> {
  const where = ofCongress(congressId, options.search);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(users)
      .where(where)
      .orderBy(asc(users.email), asc(users.id))
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { items: items.map(toRecord), total: total?.n ?? 0 };
}

export async function findUserRecord(
  db: Executor,
  id: number,
  forUpdate = false,
): Promise<UserRecord | null> {
  const query = db.select(columns).from(users).where(eq(users.id, id));
  const [row] = forUpdate ? await query.for('update', { of: users }) : await query;
  return row ? toRecord(row) : null;
}

export async function emailTaken(db: Executor, email: string, exceptId?: number): Promise<boolean> {
  const where =
    exceptId === undefined ? eq(users.email, email) : and(eq(users.email, email), ne(users.id, exceptId));
  const [row] = await db.select({ id: users.id }).from(users).where(where);
  return row !== undefined;
}

const enabledSuperAdmin = and(arrayContains(users.roles, ['ROLE_SUPER_ADMIN']), eq(users.isActivated, true));

export async function listEnabledSuperAdminIds(db: Executor): Promise<number[]> {
  const rows = await db.select({ id: users.id }).from(users).where(enabledSuperAdmin);
  return rows.map((row) => row.id);
}

/** Locks every enabled super admin row, so two demotions cannot both pass the last-one check. */
export async function lockEnabledSuperAdmins(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(enabledSuperAdmin)
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function insertUser(
  db: Executor,
  values: {
    email: string;
    passwordHash: string;
    roles: string[];
    isActivated: boolean;
    congressId: number | null;
  },
): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  if (!row) throw new Error('user not inserted');
  return row.id;
}

/**
 * A participant's account (ROLE_USER): the sign-up, or one staff make with a registration. Returns the
 * new user's id, or null when the e-mail is already taken (the unique index decides).
 */
export async function insertParticipantUser(
  db: Executor,
  values: { email: string; passwordHash: string; congressId: number },
): Promise<number | null> {
  const [row] = await db
    .insert(users)
    // Not verified: the owner proves the address through a link (decisions 50).
    .values({ ...values, roles: ['ROLE_USER'], emailVerifiedAt: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id ?? null;
}

/** Inserts the user unless the e-mail is taken (one statement, so two runs cannot both insert). */
export async function insertSuperAdmin(
  db: Executor,
  values: { email: string; passwordHash: string },
): Promise<{ id: number; email: string } | null> {
  const [row] = await db
    .insert(users)
    .values({ ...values, roles: ['ROLE_SUPER_ADMIN'], isActivated: true, congressId: null })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  return row ?? null;
}

/** Sets the new hash and bumps the session version, which ends every session issued before. */
export async function setUserPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, id));
}

/** The staff edit, written only over the version it was read at; answers the rows it changed (0 or 1). */
export async function updateUserRow(
  db: Executor,
  id: number,
  readVersion: number,
  values: {
    email: string;
    roles: string[];
    isActivated: boolean;
    passwordHash?: string;
    bumpSession: boolean;
    /** A new address is not proven by the old one's proof (decisions 50). */
    clearsEmailVerified: boolean;
  },
): Promise<number> {
  const { bumpSession, clearsEmailVerified, ...rest } = values;
  const rows = await db
    .update(users)
    .set({
      ...rest,
      version: sql`${users.version} + 1`,
      ...(clearsEmailVerified ? { emailVerifiedAt: null } : {}),
      ...(bumpSession ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
    })
    .where(and(eq(users.id, id), eq(users.version, readVersion)))
    .returning({ id: users.id });
  return rows.length;
}

export async function replaceGrants(db: Executor, userId: number, congressIds: number[]): Promise<void> {
  await db.delete(userCongresses).where(eq(userCongresses.userId, userId));
  if (congressIds.length > 0) {
    await db.insert(userCongresses).values(congressIds.map((congressId) => ({ userId, congressId })));
  }
}

export async function existingCongressIds(db: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: congresses.id }).from(congresses).where(inArray(congresses.id, ids));
  return rows.map((row) => row.id);
}
