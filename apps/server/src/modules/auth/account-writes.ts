import type { Executor } from '../../db/database.ts';
import type { SubjectKind } from './credentials.repository.ts';

/**
 * The writes auth makes on accounts it does not own: users (users module) and member_users (members
 * module). Those modules depend on auth, so auth cannot import them; the composition root
 * (services.ts) hands their functions in. Each runs in the caller's executor or transaction.
 */
export type AccountWrites = {
  /** A participant's user account; null when the e-mail is already taken. */
  insertUser: (
    db: Executor,
    values: { email: string; passwordHash: string; congressId: number },
  ) => Promise<number | null>;
  /** Sets the hash and bumps the session version, which ends every session issued before. */
  setUserPassword: (db: Executor, id: number, passwordHash: string) => Promise<void>;
  setMemberPassword: (db: Executor, id: number, passwordHash: string) => Promise<void>;
  /** The owner proved the user account's address (decisions 50); idempotent. */
  markUserEmailVerified: (db: Executor, id: number, now: Date) => Promise<void>;
};

/** The new password of a user account or a member, by the subject's kind. */
export function setPassword(
  writes: Pick<AccountWrites, 'setUserPassword' | 'setMemberPassword'>,
  db: Executor,
  kind: SubjectKind,
  id: number,
  passwordHash: string,
): Promise<void> {
  return kind === 'member'
    ? writes.setMemberPassword(db, id, passwordHash)
    : writes.setUserPassword(db, id, passwordHash);
}
