import type { Language } from '@congress/domain/i18n/languages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { memberUsers, participants, sections, users } from '../../db/schema/index.ts';
import type { SubjectKind } from './credentials.repository.ts';

export type OwnParticipant = { id: number; firstName: string; isAccompanying: boolean };

/** The subject's participants, most recent first. */
export async function findOwnParticipants(
  db: Executor,
  kind: SubjectKind,
  id: number,
): Promise<OwnParticipant[]> {
  const owner = kind === 'member' ? participants.memberUserId : participants.userId;
  return db
    .select({
      id: participants.id,
      firstName: participants.firstName,
      isAccompanying: participants.isAccompanying,
    })
    .from(participants)
    .where(eq(owner, id))
    .orderBy(desc(participants.createdAt), desc(participants.id));
}

export type MemberProfile = {
  id: number;
  firstname: string;
  name: string;
  email: string;
  numMember: string;
  workingHotel: string | null;
  section: { id: number; name: string; addressCountry: string | null; numero: string | null } | null;
};

export async function findMemberProfile(db: Executor, id: number): Promise<MemberProfile | null> {
  const [row] = await db
    .select({
      id: memberUsers.id,
      firstname: memberUsers.firstname,
      name: memberUsers.name,
      email: memberUsers.email,
      numMember: memberUsers.numMember,
      workingHotel: memberUsers.workingHotel,
      sectionId: sections.id,
      sectionName: sections.name,
      addressCountry: sections.addressCountry,
      numero: sections.numero,
    })
    .from(memberUsers)
    .leftJoin(sections, eq(sections.id, memberUsers.sectionId))
    .where(eq(memberUsers.id, id));
  if (!row) return null;
  const { sectionId, sectionName, addressCountry, numero, ...member } = row;
  const section =
    sectionId !== null && sectionName !== null
      ? { id: sectionId, name: sectionName, addressCountry, numero }
      : null;
  return { ...member, section };
}

/** The language an account keeps, null until one is chosen. */
export async function findAccountLanguage(
  db: Executor,
  kind: SubjectKind,
  id: number,
): Promise<Language | null> {
  const table = kind === 'member' ? memberUsers : users;
  const [row] = await db.select({ language: table.language }).from(table).where(eq(table.id, id));
  return row?.language ?? null;
}

export async function saveAccountLanguage(db: Executor, kind: SubjectKind, id: number, language: Language) {
  const table = kind === 'member' ? memberUsers : users;
  await db.update(table).set({ language }).where(eq(table.id, id));
}

/**
 * An account that never chose a language takes the one it signs in or registers with (the browser's,
 * or the one picked in the header before): e-mails then reach a French reader in French even if they
 * never touched the language menu. An account's own choice is never overwritten here.
 */
export async function keepFirstLanguage(
  db: Executor,
  kind: SubjectKind,
  id: number,
  language: Language | null,
) {
  if (!language) return;
  const table = kind === 'member' ? memberUsers : users;
  await db
    .update(table)
    .set({ language })
    .where(and(eq(table.id, id), isNull(table.language)));
}
