import type { Language } from '@congress/domain/i18n/languages';
import type { TLoginRequest, TMemberUser, TSessionResponse } from '@congress/domain/contracts/auth';
import { MESSAGES } from '@congress/domain/messages';
import { decodeJwt } from 'jose';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { findCredentials, type SubjectKind } from './credentials.repository.ts';
import { loadCurrentUser, type SignedIn, toMemberUser, toSignedIn } from './current-user.ts';
import { verifyPassword } from './password.ts';
import { findMemberProfile, keepFirstLanguage } from './profile.repository.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { SessionService } from './session.service.ts';
import type { DeviceCookies } from './sign-in-device.ts';
import type { SignInThrottle } from './sign-in-throttle.ts';

export type LoginServiceDeps = {
  db: Database;
  sessions: SessionService;
  throttle: SignInThrottle;
  devices: DeviceCookies;
};

/** Who signs in, from where: the address and the browser's device cookie as it came. */
export type SignInOrigin = { address: string; deviceCookie?: string | undefined };

const otherKind = (kind: SubjectKind): SubjectKind => (kind === 'user' ? 'member' : 'user');

export function createLoginService({ db, sessions, throttle, devices }: LoginServiceDeps) {
  /**
   * Whose password this is: the account of the kind asked, the same e-mail's account of the other
   * kind, or nobody. One verification whatever exists (two only when both kinds exist and the first
   * fails), so the time taken does not tell whether an e-mail is known.
   */
  async function prove(kind: SubjectKind, username: string, password: string) {
    const account = await findCredentials(db, kind, username);
    const other = await findCredentials(db, otherKind(kind), username);
    if (account && (await verifyPassword(account.passwordHash, password))) return { account };
    const isOther = (!account || other) && (await verifyPassword(other?.passwordHash, password));
    return { account: null, isOther };
  }

  return {
    /**
     * Wrong e-mail, wrong password and a disabled account with a wrong password answer alike
     * (decisions 6). The client tries /login_member_check after a 401 from
     * /login_check (decisions 3), so a password right for the other kind is no failure: the member
     * is neither limited nor slowed by its own sign-in. The member-only sign-in tells a user account
     * what to do instead; only the right password learns it.
     */
    async login(
      kind: SubjectKind,
      { username, password }: TLoginRequest,
      { address, deviceCookie }: SignInOrigin,
      language: Language | null = null,
    ): Promise<SignedIn & { deviceCookie: string }> {
      const device = await devices.knownDevice(db, deviceCookie, username);
      const attempt = await throttle.begin(username, address, device);
      // An attempt the server could not judge (the database went away) is no failure of the person.
      const { account, isOther } = await prove(kind, username, password).catch(async (error: unknown) => {
        await attempt.release().catch(() => {});
        throw error;
      });
      if (!account) {
        if (!isOther) {
          await attempt.failed();
          throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
        }
        await attempt.release();
        if (kind === 'member') throw new AppError('NOT_MEMBER_ACCOUNT', MESSAGES.notMemberBookAccount);
        throw new AppError('INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
      }
      if (!account.isActivated) {
        await attempt.release();
        throw new AppError('ACCOUNT_DISABLED', MESSAGES.accountDisabled);
      }
      await attempt.succeeded();
      await keepFirstLanguage(db, kind, account.id, language);
      const signedIn = await toSignedIn(db, await sessions.start(kind, account.id));
      return { ...signedIn, deviceCookie: await devices.afterSignIn(db, deviceCookie, username) };
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
