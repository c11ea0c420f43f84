import { asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, sections } from '../../db/schema/index.ts';

export type MemberRow = typeof memberUsers.$inferSelect;
export type MemberValues = {
  firstname: string;
  name: string;
  email: string;
  numMember: string;
  sectionId: number | null;
  workingHotel: string | null;
};

export async function listSectionIdsByName(db: Executor): Promise<Map<string, number>> {
  const rows = await db.select({ id: sections.id, name: sections.name }).from(sections);
  return new Map(rows.map((r) => [r.name.toLowerCase(), r.id]));
}

export async function findMembersByNumbersOrEmails(
  db: Executor,
  numbers: string[],
  emails: string[],
): Promise<MemberRow[]> {
  if (numbers.length === 0 && emails.length === 0) return [];
  return db
    .select()
    .from(memberUsers)
    .where(
      or(
        numbers.length ? inArray(memberUsers.numMember, numbers) : undefined,
        emails.length ? inArray(memberUsers.email, emails) : undefined,
      ),
    );
}

export async function insertMember(db: Executor, values: MemberValues): Promise<number> {
  const [row] = await db.insert(memberUsers).values(values).returning({ id: memberUsers.id });
  if (!row) throw new Error('member not inserted');
  return row.id;
}

export async function updateMember(db: Executor, id: number, values: MemberValues) {
  await db.update(memberUsers).set(values).where(eq(memberUsers.id, id));
}

/** Sets the new hash and bumps the session version, which ends every session issued before. */
export async function setMemberPassword(db: Executor, id: number, passwordHash: string): Promise<void> {
  await db
    .update(memberUsers)
    .set({ passwordHash, sessionVersion: sql`${memberUsers.sessionVersion} + 1` })
    .where(eq(memberUsers.id, id));
}

/** A member as the member book lists it (join `sections` on the member's section). */
export const memberListColumns = {
  id: memberUsers.id,
  numMember: memberUsers.numMember,
  firstname: memberUsers.firstname,
  name: memberUsers.name,
  email: memberUsers.email,
  section: sections.name,
  workingHotel: memberUsers.workingHotel,
  hasPassword: sql<boolean>`${isNotNull(memberUsers.passwordHash)}`,
};

export async function listMembersPage(
  db: Executor,
  options: { search?: string | undefined; page: number; pageSize: number },
) {
  const term = options.search ? `%${options.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
  const where = term
    ? or(
        ilike(memberUsers.numMember, term),
        ilike(memberUsers.email, term),
        ilike(memberUsers.name, term),
        ilike(memberUsers.firstname, term),
      )
    : undefined;
  const [total] = await db.select({ n: count() }).from(memberUsers).where(where);
  const items = await db
    .select(memberListColumns)
    .from(memberUsers)
    .leftJoin(sections, eq(sections.id, memberUsers.sectionId))
    .where(where)
    .orderBy(asc(memberUsers.name), asc(memberUsers.firstname), asc(memberUsers.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  return { items, total: total?.n ?? 0 };
}
