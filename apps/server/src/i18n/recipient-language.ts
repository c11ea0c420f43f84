import type { EmailParticipation } from '@congress/domain/email-values';
import { isLanguage, type Language } from '@congress/domain/i18n/languages';
import { mainRegistration } from '@congress/domain/participation-money';
import type { Executor } from '../db/database.ts';
import {
  congressLanguageRow,
  memberLanguageRow,
  participationOwnerRow,
  userLanguageRow,
} from './recipient-language.repository.ts';

/** Whose language an e-mail or a document is written in: an account (a user or a member), if any. */
export type LanguageOwner = { userId: number | null; memberUserId: number | null };

/**
 * The language of everything the server writes for a person: their account's language
 * (`users.language`, `member_users.language`), else the congress's default language. E-mails and
 * documents ask for it; the server never sets a current language.
 */
export async function recipientLanguage(
  executor: Executor,
  owner: LanguageOwner | null | undefined,
  congress: { defaultLanguage: string } | { id: number },
): Promise<Language> {
  const own = await accountLanguage(executor, owner);
  if (own) return own;
  if ('defaultLanguage' in congress)
    return isLanguage(congress.defaultLanguage) ? congress.defaultLanguage : 'en';
  const row = await congressLanguageRow(executor, congress.id);
  return row && isLanguage(row.language) ? row.language : 'en';
}

/** The language an account chose, or null when it never chose one. */
export async function accountLanguage(
  executor: Executor,
  owner: LanguageOwner | null | undefined,
): Promise<Language | null> {
  if (owner?.userId) {
    const row = await userLanguageRow(executor, owner.userId);
    if (isLanguage(row?.language)) return row.language;
  }
  if (owner?.memberUserId) {
    const row = await memberLanguageRow(executor, owner.memberUserId);
    if (isLanguage(row?.language)) return row.language;
  }
  return null;
}

/** A participation's recipient: the account of its main participant, else the congress's language. */
export function participationLanguage(
  executor: Executor,
  agg: EmailParticipation & { congress: { id: number } },
): Promise<Language> {
  const participant = mainRegistration(agg)?.participant;
  const owner = { userId: participant?.userId ?? null, memberUserId: participant?.memberUserId ?? null };
  const { congress } = agg;
  return recipientLanguage(
    executor,
    owner,
    congress.defaultLanguage === undefined
      ? { id: congress.id }
      : { defaultLanguage: congress.defaultLanguage },
  );
}

/** The language of a participation's owner, read from its id (for documents built from other rows). */
export async function participationIdLanguage(
  executor: Executor,
  participationId: number,
): Promise<Language> {
  const row = await participationOwnerRow(executor, participationId);
  if (!row) return 'en';
  return recipientLanguage(executor, row, { id: row.congressId });
}
