import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses } from '../../db/schema/index.ts';

type LetterCongressRow = typeof congresses.$inferSelect;

/** The invitation letters' settings of a congress, written by the letters' own screen. */
export async function updateCongressLetterSettings(
  db: Executor,
  congressId: number,
  readVersion: number | null,
  values: Partial<
    Pick<
      LetterCongressRow,
      | 'venue'
      | 'lettersNeedApproval'
      | 'letterSignatoryName'
      | 'letterSignatoryTitle'
      | 'letterSignatureFileId'
    >
  >,
): Promise<LetterCongressRow | null> {
  const [row] = await db
    .update(congresses)
    .set(readVersion === null ? values : { ...values, version: sql`${congresses.version} + 1` })
    .where(
      readVersion === null
        ? eq(congresses.id, congressId)
        : and(eq(congresses.id, congressId), eq(congresses.version, readVersion)),
    )
    .returning();
  return row ?? null;
}
