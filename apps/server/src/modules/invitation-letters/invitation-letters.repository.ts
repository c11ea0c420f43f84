import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  congresses,
  invitationLetters,
  memberUsers,
  participants,
  participations,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { LetterStatus } from '@congress/domain/contracts/invitation-letters';

export type LetterRow = typeof invitationLetters.$inferSelect;
export type LetterCongressRow = typeof congresses.$inferSelect;

export async function findCongressBySlug(db: Executor, slug: string): Promise<LetterCongressRow | null> {
  const [row] = await db.select().from(congresses).where(eq(congresses.slug, slug));
  return row ?? null;
}

export async function findLetter(db: Executor, id: number, forUpdate = false): Promise<LetterRow | null> {
  const query = db.select().from(invitationLetters).where(eq(invitationLetters.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** The participation's latest letter or request (a refused one stays, the newest first). */
export async function findLatestLetter(db: Executor, participationId: number): Promise<LetterRow | null> {
  const [row] = await db
    .select()
    .from(invitationLetters)
    .where(eq(invitationLetters.participationId, participationId))
    .orderBy(desc(invitationLetters.requestedAt), desc(invitationLetters.id))
    .limit(1);
  return row ?? null;
}

export async function insertLetter(
  db: Executor,
  values: Pick<LetterRow, 'congressId' | 'participationId' | 'reference' | 'language' | 'details'>,
): Promise<LetterRow> {
  const [row] = await db.insert(invitationLetters).values(values).returning();
  if (!row) throw new Error('letter not stored');
  return row;
}

export async function updateLetter(
  db: Executor,
  id: number,
  values: Partial<Omit<LetterRow, 'id' | 'congressId' | 'participationId' | 'reference'>>,
): Promise<LetterRow> {
  const [row] = await db
    .update(invitationLetters)
    .set(values)
    .where(eq(invitationLetters.id, id))
    .returning();
  if (!row) throw new Error('letter not updated');
  return row;
}

/** The queue: a congress's letters with their participant's name and e-mail (no passport data). */
export async function listLetters(db: Executor, congressId: number, status: LetterStatus | undefined) {
  return db
    .select({
      letter: invitationLetters,
      firstName: participants.firstName,
      lastName: participants.lastName,
      email: participants.email,
    })
    .from(invitationLetters)
    .innerJoin(participations, eq(participations.id, invitationLetters.participationId))
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(
      and(
        eq(invitationLetters.congressId, congressId),
        status ? eq(invitationLetters.status, status) : undefined,
      ),
    )
    .orderBy(desc(invitationLetters.requestedAt), desc(invitationLetters.id))
    .limit(500);
}

/** The account's language (null: never chosen) of the participation's owner. */
export async function findOwnerLanguage(db: Executor, participantId: number) {
  const [row] = await db
    .select({ userLanguage: users.language, memberLanguage: memberUsers.language })
    .from(participants)
    .leftJoin(users, eq(users.id, participants.userId))
    .leftJoin(memberUsers, eq(memberUsers.id, participants.memberUserId))
    .where(eq(participants.id, participantId));
  return row?.userLanguage ?? row?.memberLanguage ?? null;
}

export async function readStoredFile(db: Executor, id: string) {
  const [row] = await db
    .select({ name: storedFiles.name, data: storedFiles.data, contentType: storedFiles.contentType })
    .from(storedFiles)
    .where(eq(storedFiles.id, id));
  return row ?? null;
}
