import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { users } from '../../db/schema/index.ts';

export type VerificationState = {
  id: number;
  email: string;
  congressId: number | null;
  verifiedAt: Date | null;
};

/** A user account's address and whether its owner proved it (decisions 50). */
export async function findVerificationState(db: Executor, id: number): Promise<VerificationState | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      congressId: users.congressId,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, id));
  return row ?? null;
}

export async function findVerificationStateByEmail(
  db: Executor,
  email: string,
): Promise<VerificationState | null> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row ? findVerificationState(db, row.id) : null;
}

/** Whether the subject may book (decisions 50): a member of the book always, a user once proven. */
export async function isSubjectVerified(db: Executor, subject: { kind: 'user' | 'member'; id: number }) {
  if (subject.kind === 'member') return true;
  return (await findVerificationState(db, subject.id))?.verifiedAt != null;
}
