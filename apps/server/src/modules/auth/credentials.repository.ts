import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, users } from '../../db/schema/index.ts';

export type SubjectKind = 'user' | 'member';

export type Credentials = {
  kind: SubjectKind;
  id: number;
  email: string;
  passwordHash: string | null;
  isActivated: boolean;
  congressId: number | null;
};

export async function findCredentials(
  db: Executor,
  kind: SubjectKind,
  email: string,
): Promise<Credentials | null> {
  if (kind === 'member') {
    const [member] = await db
      .select({
        id: memberUsers.id,
        email: memberUsers.email,
        passwordHash: memberUsers.passwordHash,
        isActivated: memberUsers.isActivated,
      })
      .from(memberUsers)
      .where(eq(memberUsers.email, email));
    return member ? { kind, ...member, congressId: null } : null;
  }
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      passwordHash: users.passwordHash,
      isActivated: users.isActivated,
      congressId: users.congressId,
    })
    .from(users)
    .where(eq(users.email, email));
  return user ? { kind, ...user } : null;
}
