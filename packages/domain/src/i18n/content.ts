import { z } from 'zod';
import { LANGUAGES, type Language, ZLanguage } from './languages.ts';

/**
 * Staff content in several languages: a record's plain columns hold the text in the
 * congress's default language; `translations` holds the other languages, `{ fr: { label: '…' } }`.
 */
export type ContentTranslations<F extends string = string> = Partial<
  Record<Language, Partial<Record<F, string>>>
>;

/**
 * The text a reader of `language` sees: the translation when there is one, otherwise the default
 * language's text (the plain column). An empty or blank translation counts as none.
 */
export function pickTranslation<F extends string>(
  base: string | null,
  translations: ContentTranslations<F> | null | undefined,
  language: Language,
  field: F,
): string | null {
  const text = translations?.[language]?.[field];
  return text?.trim() ? text : base;
}

/**
 * The `translations` a staff form writes: only our languages, only the given fields, each as long as
 * its base field may be. Blank texts are dropped, and so is a language left with none. Left out of a
 * write, the stored translations stay as they are.
 */
export function zContentTranslations<F extends string>(limits: Record<F, number>) {
  const shape = Object.fromEntries(
    Object.entries<number>(limits).map(([field, max]) => [
      field,
      z.string().trim().max(max).nullable().optional(),
    ]),
  ) as Record<F, z.ZodOptional<z.ZodNullable<z.ZodString>>>;
  return z
    .partialRecord(ZLanguage, z.strictObject(shape))
    .transform((value) => compactTranslations(value as ContentTranslations<F>))
    .optional();
}

/** The translations without blank texts or empty languages (what is stored and answered). */
export function compactTranslations<F extends string>(
  translations: Partial<Record<Language, Partial<Record<F, string | null | undefined>>>> | null | undefined,
  skip?: Language,
): Partial<Record<Language, Record<F, string>>> {
  const out: Partial<Record<Language, Record<F, string>>> = {};
  for (const language of LANGUAGES) {
    if (language === skip) continue;
    const fields = translations?.[language];
    if (!fields) continue;
    const kept = Object.entries(fields).filter(
      (entry): entry is [F, string] => typeof entry[1] === 'string' && entry[1].trim() !== '',
    );
    if (kept.length > 0) out[language] = Object.fromEntries(kept) as Record<F, string>;
  }
  return out;
}

/** The response side: whatever a record stores, as a plain record of texts per language. */
export const ZContentTranslationsOut = z.partialRecord(ZLanguage, z.record(z.string(), z.string()));
