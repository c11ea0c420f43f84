import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { type AccessTokenSigner, hashToken, randomToken } from '../../lib/tokens.ts';
import type { SubjectKind } from './credentials.repository.ts';
import {
  findRefreshTokenForUpdate,
  insertRefreshToken,
  insertRefreshTokenOnce,
  markRotated,
  REFRESH_TOKEN_SECONDS,
  revokeFamily,
  revokeFamilyOfToken,
} from './refresh-token.repository.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { findSessionSubject } from './session.repository.ts';

/** A rotated token presented again this soon is a second tab racing the first, not a theft (decisions 8). */
export const ROTATION_GRACE_MS = 10_000;

/**
 * A rotated token presented within the grace gets one sibling, derived from it, so every replay
 * gets that same token: two tabs or a double click each end with a live token
 * that the other's refresh does not rotate, and replays never multiply the live tokens.
 */
const SIBLING_PURPOSE = 'refresh-sibling';

export type IssuedSession = {
  subject: SessionSubject;
  accessToken: string;
  accessExpiresAt: Date;
  refreshToken: string;
};

export type SessionServiceDeps = { db: Database; signer: AccessTokenSigner; clock: () => Date };

const sessionExpired = () => new AppError('SESSION_EXPIRED', MESSAGES.sessionExpired);

export function createSessionService({ db, signer, clock }: SessionServiceDeps) {
  const tokenRow = (token: string, subject: SessionSubject, familyId: string, now: Date) => ({
    tokenHash: hashToken(token),
    familyId,
    subjectKind: subject.kind,
    subjectId: subject.id,
    sessionVersion: subject.sessionVersion,
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_SECONDS * 1000),
  });

  async function storeRefreshToken(executor: Executor, subject: SessionSubject, familyId: string, now: Date) {
    const token = randomToken();
    await insertRefreshToken(executor, tokenRow(token, subject, familyId, now));
    return token;
  }

  async function storeSibling(
    executor: Executor,
    presented: string,
    subject: SessionSubject,
    familyId: string,
    now: Date,
  ) {
    const token = signer.derive(SIBLING_PURPOSE, presented);
    await insertRefreshTokenOnce(executor, tokenRow(token, subject, familyId, now));
    return token;
  }

  async function signAccess(subject: SessionSubject, familyId: string, now: Date) {
    const claims = { sub: String(subject.id), kind: subject.kind, sv: subject.sessionVersion, sid: familyId };
    return signer.sign(claims, now);
  }

  return {
    /** Starts a new session (a new refresh-token family) for a subject that has just proved itself. */
    async start(kind: SubjectKind, id: number): Promise<IssuedSession> {
      const now = clock();
      const subject = await findSessionSubject(db, kind, id);
      if (!subject) throw sessionExpired();
      const familyId = randomToken(16);
      const refreshToken = await storeRefreshToken(db, subject, familyId, now);
      const access = await signAccess(subject, familyId, now);
      return { subject, accessToken: access.token, accessExpiresAt: access.expiresAt, refreshToken };
    },

    /**
     * Rotates the presented refresh token. Reuse of a rotated token after the grace period means a copy
     * is in other hands: the whole family is revoked. The revocation must outlive the refusal, so the
     * transaction returns the outcome and the error is thrown after it commits.
     */
    async refresh(presented: string | undefined): Promise<IssuedSession> {
      if (!presented) throw sessionExpired();
      const now = clock();
      const outcome = await db.transaction(async (tx) => {
        const row = await findRefreshTokenForUpdate(tx, hashToken(presented));
        if (!row || row.revokedAt || row.expiresAt.getTime() <= now.getTime()) return null;
        if (row.rotatedAt && now.getTime() - row.rotatedAt.getTime() > ROTATION_GRACE_MS) {
          await revokeFamily(tx, row.familyId, now);
          return null;
        }
        const subject = await findSessionSubject(tx, row.subjectKind, row.subjectId);
        if (!subject?.isActivated || subject.sessionVersion !== row.sessionVersion) {
          await revokeFamily(tx, row.familyId, now);
          return null;
        }
        // The row is locked: replays arriving at once are decided one after the other.
        if (row.rotatedAt) {
          const refreshToken = await storeSibling(tx, presented, subject, row.familyId, now);
          return { subject, familyId: row.familyId, refreshToken };
        }
        await markRotated(tx, row.id, now);
        return {
          subject,
          familyId: row.familyId,
          refreshToken: await storeRefreshToken(tx, subject, row.familyId, now),
        };
      });
      if (!outcome) throw sessionExpired();
      const { subject, refreshToken, familyId } = outcome;
      const access = await signAccess(subject, familyId, now);
      return { subject, refreshToken, accessToken: access.token, accessExpiresAt: access.expiresAt };
    },

    async invalidate(presented: string | undefined): Promise<void> {
      if (presented) await revokeFamilyOfToken(db, hashToken(presented), clock());
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
