import type { TCreateAccountRequest, TResetPasswordRequest } from '@congress/domain/contracts/auth';
import type { Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { accountLanguage, recipientLanguage } from '../../i18n/recipient-language.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import {
  consumePasswordToken,
  findCongressById,
  findCongressBySlug,
  insertPasswordToken,
  useUpSubjectTokens,
} from './account.repository.ts';
import { type AccountWrites, setPassword } from './account-writes.ts';
import { type Credentials, findCredentials } from './credentials.repository.ts';
import { type SignedIn, toSignedIn } from './current-user.ts';
import { hashPassword } from './password.ts';
import { keepFirstLanguage } from './profile.repository.ts';
import { RATE_LIMITS, type RateLimiter } from './rate-limit.service.ts';
import { revokeSubjectTokens } from './refresh-token.repository.ts';
import { buildResetEmail, resetPasswordLink } from './reset-email.ts';
import type { SessionService } from './session.service.ts';
import type { EmailVerificationService } from './email-verification.service.ts';
import type { SignInOrigin } from './login.service.ts';
import type { DeviceCookies } from './sign-in-device.ts';

export const RESET_TOKEN_MS = 60 * 60 * 1000;
const FALLBACK_SLUG = 'demo';

export type AccountServiceDeps = {
  db: Database;
  config: Pick<AppConfig, 'publicUrl'>;
  clock: () => Date;
  sessions: SessionService;
  limiter: RateLimiter;
  /** Runs a job after the answer (`after-answer.ts`). */
  afterAnswer: (job: () => Promise<void>) => void;
  /** The sign-up's account and a reset's password, written by their owners (account-writes.ts). */
  accountWrites: AccountWrites;
  /** The confirmation link of a new account, the answer to an address already taken (decisions 50). */
  verification: Pick<EmailVerificationService, 'sendLink' | 'refuseTakenAddress'>;
  /** Whether the browser signed in to the account before: its owner is spared the e-mail's cap. */
  devices: Pick<DeviceCookies, 'knownDevice'>;
};

export function createAccountService({
  db,
  config,
  clock,
  sessions,
  limiter,
  afterAnswer,
  accountWrites,
  verification,
  devices,
}: AccountServiceDeps) {
  async function linkSlug(
    requested: string | undefined,
    account: Credentials,
  ): Promise<{ id: number | null; slug: string }> {
    const congress =
      (requested ? await findCongressBySlug(db, requested) : null) ??
      (account.congressId !== null ? await findCongressById(db, account.congressId) : null);
    return congress ?? { id: null, slug: FALLBACK_SLUG };
  }

  /**
   * A person may hold both a user account and a member entry under one e-mail; each gets its own
   * link. The link is built from PUBLIC_URL, never from the client's baseUrl (decisions 7).
   */
  async function sendResetLinks(request: TResetPasswordRequest): Promise<void> {
    const accounts = [
      await findCredentials(db, 'user', request.email),
      await findCredentials(db, 'member', request.email),
    ].filter((account): account is Credentials => account?.isActivated === true);
    const expiresAt = new Date(clock().getTime() + RESET_TOKEN_MS);
    const resets = await Promise.all(
      accounts.map(async (account) => ({
        account,
        token: randomToken(),
        congress: await linkSlug(request.congressSlug, account),
      })),
    );
    if (resets.length === 0) return;
    await db.transaction(async (tx) => {
      for (const { account, token, congress } of resets) {
        await insertPasswordToken(tx, {
          tokenHash: hashToken(token),
          purpose: 'reset',
          subjectKind: account.kind,
          subjectId: account.id,
          expiresAt,
        });
        const link = resetPasswordLink(config.publicUrl, congress.slug, token);
        const owner = {
          userId: account.kind === 'user' ? account.id : null,
          memberUserId: account.kind === 'member' ? account.id : null,
        };
        const language =
          congress.id === null
            ? ((await accountLanguage(tx, owner)) ?? 'en')
            : await recipientLanguage(tx, owner, { id: congress.id });
        await enqueueEmails(tx, [buildResetEmail(account.email, link, congress.id, language)]);
      }
    });
  }

  return {
    async register(
      request: TCreateAccountRequest,
      address: string,
      language: Language | null = null,
    ): Promise<SignedIn> {
      await limiter.hit(RATE_LIMITS.registerAddress, address);
      const congress = await findCongressBySlug(db, request.congressSlug);
      if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
      const passwordHash = await hashPassword(request.password);
      const id = await accountWrites.insertUser(db, {
        email: request.email,
        passwordHash,
        congressId: congress.id,
      });
      // Decisions 50: an address already taken never gets a session here (see refuseTakenAddress).
      if (id === null) return verification.refuseTakenAddress(request.email, congress);
      await keepFirstLanguage(db, 'user', id, language);
      // The new account is signed in but books only once it opened the link (booking submit).
      await verification.sendLink(id, congress);
      return toSignedIn(db, await sessions.start('user', id));
    },

    /**
     * Answers the same for every e-mail (decisions 6), in the same time: before the answer only the
     * limits run; the accounts are looked up, the tokens stored and the e-mails queued after it.
     * Limits by address, by (e-mail, address) and by e-mail from anywhere; the last (against
     * flooding a mailbox from many addresses) spares a browser that signed in to the account
     * before, so nobody else can spend the owner's resets.
     */
    async requestReset(request: TResetPasswordRequest, origin: SignInOrigin): Promise<void> {
      const email = request.email.trim().toLowerCase();
      await limiter.hit(RATE_LIMITS.resetAddress, origin.address);
      await limiter.hit(RATE_LIMITS.resetPair, JSON.stringify([email, origin.address]));
      if (!(await devices.knownDevice(db, origin.deviceCookie, email)))
        await limiter.hit(RATE_LIMITS.resetAccount, email);
      afterAnswer(() => sendResetLinks(request));
    },

    /** A reset ends every session of the subject at once: session version bumped, refresh tokens revoked. */
    async resetWithToken(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const now = clock();
      const isDone = await db.transaction(async (tx) => {
        const subject = await consumePasswordToken(tx, hashToken(token), now);
        if (!subject) return false;
        await setPassword(accountWrites, tx, subject.subjectKind, subject.subjectId, passwordHash);
        // The link came to the address: it proves it (a reset, a staff-made account's invitation).
        if (subject.subjectKind === 'user')
          await accountWrites.markUserEmailVerified(tx, subject.subjectId, now);
        await revokeSubjectTokens(tx, subject.subjectKind, subject.subjectId, now);
        await useUpSubjectTokens(tx, subject.subjectKind, subject.subjectId, now);
        return true;
      });
      if (!isDone) throw new AppError('RESET_TOKEN_INVALID', MESSAGES.resetTokenInvalid);
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
