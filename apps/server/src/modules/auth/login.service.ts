import type { TLoginRequest, TMemberUser, TSessionResponse } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { decodeJwt } from 'jose';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCredentials, type SubjectKind } from './credentials.repository.ts';
import { loadCurrentUser, type SignedIn, toMemberUser, toSignedIn } from './current-user.ts';
import { verifyPassword } from './password.ts';
import { findMemberProfile } from './profile.repository.ts';
import { RATE_LIMITS, type RateLimiter } from './rate-limit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { SessionService } from './session.service.ts';

export type LoginServiceDeps = { db: Database; sessions: SessionService; limiter: RateLimiter };

export function createLoginService({ db, sessions, limiter }: LoginServiceDeps) {
  /**
   * The member-only sign-in tells a user account what to do instead of "Invalid credentials"
   * (issue 11). Only the right password learns it, which /login_check tells anyway.
   */
  async function isUserAccount(username: string, password: string): Promise<boolean> {
    const user = await findCredentials(db, 'user', username);
    return user !== null && (await verifyPassword(user.passwordHash, password));
  }

  return {
    /**
     * Wrong e-mail and wrong password answer alike (decisions 6). The account counter is shared by
     * both sign-in kinds and cleared by a success, because the client tries /login_member_check
     * after a 401 from /login_check (decisions 3) and a member must not lock itself out by signing in.
     */
    async login(
      kind: SubjectKind,
      { username, password }: TLoginRequest,
      address: string,
    ): Promise<SignedIn> {
      const addressHit = await limiter.hit(RATE_LIMITS.loginAddress, address);
      const accountHit = await limiter.hit(RATE_LIMITS.loginAccount, username);
      const account = await findCredentials(db, kind, username);
      const isValid = await verifyPassword(account?.passwordHash, password);
      if (!account || !isValid) {
        if (kind === 'member' && (await isUserAccount(username, password))) {
          throw new AppError('NOT_MEMBER_ACCOUNT', MESSAGES.notMemberBookAccount);
        }
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      if (!account.isActivated) throw new AppError('ACCOUNT_DISABLED', MESSAGES.accountDisabled);
      await addressHit.undo();
      await accountHit.reset();
      return toSignedIn(db, await sessions.start(kind, account.id));
    },

    async currentSession(
      subject: SessionSubject,
      accessToken: string | undefined,
    ): Promise<TSessionResponse> {
      const expiresAt = accessToken ? decodeJwt(accessToken).exp : undefined;
      if (expiresAt === undefined) throw new AppError('UNAUTHENTICATED', MESSAGES.sessionExpired);
      return {
        user: await loadCurrentUser(db, subject),
        accessExpiresAt: new Date(expiresAt * 1000).toISOString(),
      };
    },

    async memberUser(subject: SessionSubject): Promise<TMemberUser> {
      const member = subject.kind === 'member' ? await findMemberProfile(db, subject.id) : null;
      if (!member) throw new AppError('NOT_FOUND', MESSAGES.notFound);
      return toMemberUser(member);
    },
  };
}
export type LoginService = ReturnType<typeof createLoginService>;
