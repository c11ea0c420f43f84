import { z } from 'zod';

/** The product's languages. English is the source: its words are the spec's. */
export const LANGUAGES = ['en', 'fr', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const ZLanguage = z.enum(LANGUAGES);
export const DEFAULT_LANGUAGE: Language = 'en';

/** The conventions each language formats dates, numbers and money by (British for English). */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-GB', fr: 'fr-FR', pt: 'pt-PT' };

/** Each language named in itself, as a language menu shows it to someone who cannot read the others. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The best of our languages for a list of preferred tags (`navigator.languages`, in order). */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}

/** The best of our languages for an Accept-Language header, by its quality values. */
export function negotiateLanguage(header: string | null | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag, quality: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return pickLanguage(ranked.map((entry) => entry.tag));
}
