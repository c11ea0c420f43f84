import type { Database, Executor } from '../../db/database.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { randomToken } from '../../lib/tokens.ts';
import { useUpSubjectTokens } from './account.repository.ts';
import type { AccountWrites } from './account-writes.ts';
import { findCredentials, type SubjectKind } from './credentials.repository.ts';
import { isSubjectVerified } from './email-verification.repository.ts';
import { createInvitationLink } from './invitation-link.ts';
import { hashPassword } from './password.ts';
import { createRateLimiter, type RateLimitRule } from './rate-limit.service.ts';
import { findMemberProfile } from './profile.repository.ts';
import { findSessionSubject, loadOrCreateSecret } from './session.repository.ts';

/**
 * What other modules use of accounts and sessions (the auth module's public surface). Methods that
 * take an executor run in the caller's transaction.
 */
export function createAuthService({
  db,
  clock = () => new Date(),
  accountWrites,
}: {
  db: Database;
  clock?: () => Date;
  /** The users module's insert, handed in by the composition root (account-writes.ts). */
  accountWrites: Pick<AccountWrites, 'insertUser'>;
}) {
  return {
    /** Fixed-window limits on public endpoints (counted in the database: shared by every process). */
    rateLimiter: createRateLimiter({ db, clock }),
    /** With a session id, only while that session (refresh-token family) is not revoked. */
    findSessionSubject: (kind: SubjectKind, id: number, sessionId?: string): Promise<SessionSubject | null> =>
      findSessionSubject(db, kind, id, sessionId),
    /**
     * The shared signing key (decisions 28) when the configuration gives none: the first process to
     * start creates it. Access tokens and ticket tokens derive their keys from it.
     */
    signingSecret: (executor: Executor = db) =>
      loadOrCreateSecret(executor, 'jwt_signing_key', () => randomToken(48)),
    findMemberProfile,
    findCredentials,
    /** Whether the subject proved its e-mail address, as booking asks (decisions 50). */
    isEmailVerified: (subject: Pick<SessionSubject, 'kind' | 'id'>) => isSubjectVerified(db, subject),
    /** A participant's user account made by staff; null when the e-mail is taken. */
    insertUser: accountWrites.insertUser,
    createInvitationLink,
    hashPassword,
    /** Ends every reset or invitation link of the subject (a new invitation replaces them). */
    useUpSubjectTokens,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
export type { RateLimitRule };
