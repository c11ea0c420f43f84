import { EMAIL_VERIFICATION_MESSAGES as TEXTS } from '@congress/domain/contracts/email-verification';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { accountLanguage, recipientLanguage } from '../../i18n/recipient-language.ts';
import { AppError } from '../../lib/app-error.ts';
import { enqueueEmails } from '../../lib/mail/outbox.ts';
import type { SigningSecretSource } from '../../lib/purpose-mac.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { type CongressRef, findCongressById, insertPasswordToken } from './account.repository.ts';
import type { AccountWrites } from './account-writes.ts';
import {
  findVerificationState,
  findVerificationStateByEmail,
  isSubjectVerified,
  type VerificationState,
} from './email-verification.repository.ts';
import { RATE_LIMITS, type RateLimiter } from './rate-limit.service.ts';
import { resetPasswordLink } from './reset-email.ts';
import { buildVerificationEmail, verifyEmailLink } from './verification-email.ts';
import { createVerificationTokenSigner, VERIFICATION_TOKEN_MS } from './verification-token.ts';

/** As a reset link: the owner of an unconfirmed account confirms it by choosing its password. */
const EXISTING_LINK_MS = 60 * 60 * 1000;
const FALLBACK_SLUG = 'demo';

export type EmailVerificationDeps = {
  db: Database;
  clock: () => Date;
  config: { publicUrl: string };
  limiter: RateLimiter;
  secret: SigningSecretSource;
  accountWrites: Pick<AccountWrites, 'markUserEmailVerified'>;
};

/**
 * Verified e-mail addresses (decisions 50): a new account confirms its address through a signed link
 * before it can book. Members of the book are proven by the book (their password was set through an
 * invitation sent to the book's address), so only user accounts carry the mark.
 */
export function createEmailVerificationService(deps: EmailVerificationDeps) {
  const { db, clock, config, limiter, accountWrites } = deps;
  const signer = createVerificationTokenSigner(deps.secret);

  async function congressOf(tx: Executor, user: VerificationState, congress?: CongressRef) {
    const found = congress ?? (user.congressId === null ? null : await findCongressById(tx, user.congressId));
    return found ?? { id: null, slug: FALLBACK_SLUG };
  }

  async function queue(
    tx: Executor,
    kind: 'new' | 'existing',
    user: VerificationState,
    link: (slug: string) => Promise<string>,
    congress?: CongressRef,
  ) {
    const where = await congressOf(tx, user, congress);
    const owner = { userId: user.id, memberUserId: null };
    const language =
      where.id === null
        ? ((await accountLanguage(tx, owner)) ?? 'en')
        : await recipientLanguage(tx, owner, { id: where.id });
    const email = buildVerificationEmail(kind, {
      to: user.email,
      link: await link(where.slug),
      slug: where.slug,
      congressId: where.id,
      language,
    });
    await enqueueEmails(tx, [email]);
  }

  /** Queues the confirmation link of a user account, in the caller's transaction. */
  async function sendLink(tx: Executor, userId: number, congress?: CongressRef): Promise<void> {
    const user = await findVerificationState(tx, userId);
    if (!user || user.verifiedAt) return;
    const expiresAt = new Date(clock().getTime() + VERIFICATION_TOKEN_MS);
    const token = await signer.sign(tx, user, expiresAt);
    await queue(tx, 'new', user, async (slug) => verifyEmailLink(config.publicUrl, slug, token), congress);
  }

  return {
    sendLink: (userId: number, congress?: CongressRef) =>
      db.transaction((tx) => sendLink(tx, userId, congress)),

    /** The same link, queued in the caller's transaction (staff changed the account's address). */
    sendLinkIn: (tx: Executor, userId: number) => sendLink(tx, userId),

    /** Whether the subject may book: a member always, a user account once its address is proven. */
    isVerified: (subject: Pick<SessionSubject, 'kind' | 'id'>) => isSubjectVerified(db, subject),

    /** The link opened: idempotent; an expired, forged or stale (address changed) token is refused. */
    async confirm(token: string): Promise<{ email: string }> {
      const parsed = signer.parse(token);
      const invalid = new AppError('RESET_TOKEN_INVALID', TEXTS.linkInvalid);
      if (!parsed || parsed.seconds * 1000 <= clock().getTime()) throw invalid;
      const user = await findVerificationState(db, parsed.id);
      if (!user || !(await signer.matches(db, user.id, user.email, parsed.seconds, parsed.signature))) {
        throw invalid;
      }
      await accountWrites.markUserEmailVerified(db, user.id, clock());
      return { email: user.email };
    },

    /** "Send the link again": one a minute, five an hour per account. */
    async resend(subject: SessionSubject): Promise<{ email: string; isSent: boolean }> {
      if (await isSubjectVerified(db, subject)) return { email: subject.email, isSent: false };
      await limiter.hit(RATE_LIMITS.verifyResendMinute, String(subject.id));
      await limiter.hit(RATE_LIMITS.verifyResendHour, String(subject.id));
      await db.transaction((tx) => sendLink(tx, subject.id));
      return { email: subject.email, isSent: true };
    },

    /**
     * Someone signs up with an address an account already holds (decisions 50). A confirmed account:
     * 409 as always. An unconfirmed one: no session and no change to it; its address gets a link that
     * confirms it by choosing a new password (which also ends the sessions of whoever made it, should
     * that not be the owner), as pretix and allauth re-send the confirmation and never hand it over.
     */
    async refuseTakenAddress(email: string, congress: CongressRef): Promise<never> {
      const user = await findVerificationStateByEmail(db, email);
      if (!user || user.verifiedAt) throw new AppError('ACCOUNT_EXISTS', MESSAGES.accountExists);
      await limiter.hit(RATE_LIMITS.resetAccount, email);
      await db.transaction(async (tx) => {
        const token = randomToken();
        await insertPasswordToken(tx, {
          tokenHash: hashToken(token),
          purpose: 'reset',
          subjectKind: 'user',
          subjectId: user.id,
          expiresAt: new Date(clock().getTime() + EXISTING_LINK_MS),
        });
        await queue(
          tx,
          'existing',
          user,
          async (slug) => resetPasswordLink(config.publicUrl, slug, token),
          congress,
        );
      });
      throw new AppError('ACCOUNT_EXISTS', TEXTS.existsUnconfirmed);
    },
  };
}
export type EmailVerificationService = ReturnType<typeof createEmailVerificationService>;
