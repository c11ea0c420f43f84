import type { TCongress, TCongressSummary } from '@congress/domain/contracts/congress';
import { bankDetailsOf } from '@congress/domain/bank-details';
import { fileUrl } from '@congress/domain/endpoints/files';
import { pickTranslation } from '@congress/domain/i18n/content';
import type { Language } from '@congress/domain/i18n/languages';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { markPurged } from './congress-purge.repository.ts';
import { findCongressById } from './congress-settings.repository.ts';
import { updateCongressLetterSettings } from './letter-settings.repository.ts';
import { type CongressRow, findCongressBySlug, listCongressSummaries } from './congresses.repository.ts';

/**
 * The public view of a congress: spec 3 field names, files as URLs, never the issuer or purge data;
 * its bank details as text only (no image of them that could disagree);
 * its texts in the reader's language, else the congress's default language.
 */
export function toCongressDto(row: CongressRow, language: Language = row.defaultLanguage): TCongress {
  const text = (field: 'description' | 'information' | 'privacyText') =>
    pickTranslation(row[field], row.translations, language, field);
  return {
    id: row.id,
    slug: row.slug,
    label: row.label,
    is_open: row.isOpen,
    informationEmail: row.informationEmail,
    adressCity: row.addressCity,
    memberChoosesHotel: row.memberChoosesHotel,
    timeZone: row.timeZone,
    privacyText: text('privacyText'),
    holdMinutes: row.holdMinutes,
    defaultLanguage: row.defaultLanguage,
    options: {
      description: text('description'),
      image: fileUrl(row.logoFileId),
      information: text('information'),
      website: row.website,
      stripe_public_key: row.stripePublicKey,
      currency: row.currency,
    },
    bankDetails: bankDetailsOf(row),
  };
}

export function createCongressesService({ db }: { db: Database }) {
  /** A closed congress is still found: the client shows "The congress is closed" (demo-data). */
  async function requireBySlug(slug: string): Promise<CongressRow> {
    const row = await findCongressBySlug(db, slug);
    if (!row) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    return row;
  }

  return {
    requireBySlug,
    /** Null when no congress has the slug (callers answer with their own message). */
    findBySlug: (executor: Executor, slug: string) => findCongressBySlug(executor, slug),
    /** `forUpdate` locks the congress row for the caller's transaction. */
    findById: (executor: Executor, id: number, forUpdate = false) =>
      findCongressById(executor, id, forUpdate),
    getBySlug: async (slug: string, language?: Language): Promise<TCongress> => {
      const row = await requireBySlug(slug);
      return toCongressDto(row, language);
    },
    list: async (): Promise<TCongressSummary[]> =>
      (await listCongressSummaries(db)).map((row) => ({
        id: row.id,
        slug: row.slug,
        label: row.label,
        is_open: row.isOpen,
      })),
    /** Records when the congress's personal data was purged (decisions 30), in the caller's transaction. */
    markPersonalDataPurged: markPurged,
    /** The invitation letters' settings, versioned like the congress (decisions 39); null: stale or gone. */
    updateLetterSettings: updateCongressLetterSettings,
  };
}
export type CongressesService = ReturnType<typeof createCongressesService>;
