import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import type { SubjectKind } from './credentials.repository.ts';

export const REFRESH_TOKEN_SECONDS = 30 * 24 * 60 * 60;

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export async function insertRefreshToken(
  db: Executor,
  values: {
    tokenHash: string;
    familyId: string;
    subjectKind: SubjectKind;
    subjectId: number;
    sessionVersion: number;
    expiresAt: Date;
  },
) {
  await db.insert(refreshTokens).values(values);
}

/** The same token stored twice (a derived sibling asked for again) is one row. */
export async function insertRefreshTokenOnce(db: Executor, values: Parameters<typeof insertRefreshToken>[1]) {
  await db.insert(refreshTokens).values(values).onConflictDoNothing({ target: refreshTokens.tokenHash });
}

/** Locks the row, so two refreshes with the same token are decided one after the other. */
export async function findRefreshTokenForUpdate(
  db: Executor,
  tokenHash: string,
): Promise<RefreshTokenRow | null> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markRotated(db: Executor, id: number, now: Date) {
  await db.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Executor, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

export async function revokeFamilyOfToken(db: Executor, tokenHash: string, now: Date) {
  const families = db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, tokenHash));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(inArray(refreshTokens.familyId, families), isNull(refreshTokens.revokedAt)));
}

export async function revokeSubjectTokens(db: Executor, kind: SubjectKind, id: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.subjectKind, kind),
        eq(refreshTokens.subjectId, id),
        isNull(refreshTokens.revokedAt),
      ),
    );
}
