import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, passwordTokens } from '../../db/schema/index.ts';
import type { SubjectKind } from './credentials.repository.ts';

export type CongressRef = { id: number; slug: string };

export async function findCongressBySlug(db: Executor, slug: string): Promise<CongressRef | null> {
  const [row] = await db
    .select({ id: congresses.id, slug: congresses.slug })
    .from(congresses)
    .where(eq(congresses.slug, slug));
  return row ?? null;
}

export async function findCongressById(db: Executor, id: number): Promise<CongressRef | null> {
  const [row] = await db
    .select({ id: congresses.id, slug: congresses.slug })
    .from(congresses)
    .where(eq(congresses.id, id));
  return row ?? null;
}

/** A reset link, or an invitation (a member of the book, an account made by staff) to choose a first password. */
export async function insertPasswordToken(
  db: Executor,
  values: {
    tokenHash: string;
    purpose: 'reset' | 'invitation';
    subjectKind: SubjectKind;
    subjectId: number;
    expiresAt: Date;
  },
) {
  await db.insert(passwordTokens).values(values);
}

/**
 * Marks the token used if it still can be: one statement, so a token works exactly once. Reset and
 * invitation tokens alike, since a member sets its first password through the same form.
 */
export async function consumePasswordToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<{ subjectKind: SubjectKind; subjectId: number } | null> {
  const [row] = await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, now),
      ),
    )
    .returning({ subjectKind: passwordTokens.subjectKind, subjectId: passwordTokens.subjectId });
  return row ?? null;
}

export async function useUpSubjectTokens(db: Executor, kind: SubjectKind, id: number, now: Date) {
  await db
    .update(passwordTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordTokens.subjectKind, kind),
        eq(passwordTokens.subjectId, id),
        isNull(passwordTokens.usedAt),
      ),
    );
}
