import { and, eq, ne, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, sections } from '../../db/schema/index.ts';
import { type MemberRow, memberListColumns } from './members.repository.ts';

/** One member, locked for the rest of the transaction. */
export async function findMemberForUpdate(db: Executor, id: number): Promise<MemberRow | null> {
  const [row] = await db.select().from(memberUsers).where(eq(memberUsers.id, id)).limit(1).for('update');
  return row ?? null;
}

/** Other members (not `exceptId`) already using this member number or e-mail. */
export async function findOtherMembersByNumberOrEmail(
  db: Executor,
  exceptId: number,
  numMember: string,
  email: string,
): Promise<{ id: number; numMember: string; email: string }[]> {
  return db
    .select({ id: memberUsers.id, numMember: memberUsers.numMember, email: memberUsers.email })
    .from(memberUsers)
    .where(
      and(
        ne(memberUsers.id, exceptId),
        or(eq(memberUsers.numMember, numMember), eq(memberUsers.email, email)),
      ),
    );
}

/** One member as the member book lists it. */
export async function findMemberListItem(db: Executor, id: number) {
  const [row] = await db
    .select(memberListColumns)
    .from(memberUsers)
    .leftJoin(sections, eq(sections.id, memberUsers.sectionId))
    .where(eq(memberUsers.id, id))
    .limit(1);
  return row ?? null;
}
