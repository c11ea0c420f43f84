import { and, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, users } from '../../db/schema/index.ts';
import type { EntryRow } from '../capacity/capacity.service.ts';

/** The e-mail address and name of each entry's owner. */
export async function ownerContacts(executor: Executor, entries: EntryRow[]) {
  const userIds = entries.flatMap((e) => (e.userId === null ? [] : [e.userId]));
  const memberIds = entries.flatMap((e) => (e.memberUserId === null ? [] : [e.memberUserId]));
  const userRows = userIds.length
    ? await executor
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.id, userIds))
    : [];
  const memberRows = memberIds.length
    ? await executor
        .select({
          id: memberUsers.id,
          email: memberUsers.email,
          name: sql<string>`${memberUsers.firstname} || ' ' || ${memberUsers.name}`,
        })
        .from(memberUsers)
        .where(and(inArray(memberUsers.id, memberIds), isNotNull(memberUsers.email)))
    : [];
  const byUser = new Map(userRows.map((row) => [row.id, { email: row.email, name: row.email }]));
  const byMember = new Map(memberRows.map((row) => [row.id, { email: row.email, name: row.name }]));
  return (entry: EntryRow) =>
    (entry.userId !== null ? byUser.get(entry.userId) : byMember.get(entry.memberUserId ?? -1)) ?? {
      email: '',
      name: '',
    };
}
