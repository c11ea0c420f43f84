import type { Catalog } from '@congress/domain/i18n/translator';
import type { Language } from '@congress/domain/i18n/languages';
import { applyZodLanguage } from './zod-language.ts';

/**
 * The catalogues of packages/domain/locales, one lazy chunk per file, loaded when their language is
 * chosen (English is in the code). What only the server says (`server-*.json`: e-mails, PDFs) stays there.
 */
const files = import.meta.glob<Catalog>(
  [
    '../../../../../packages/domain/locales/*/*.json',
    '!../../../../../packages/domain/locales/*/server-*.json',
  ],
  { import: 'default' },
);

export async function loadCatalogue(language: Language): Promise<Catalog> {
  const zodLoaded = applyZodLanguage(language);
  if (language === 'en') {
    await zodLoaded;
    return {};
  }
  const loads = Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .map(([, load]) => load());
  const [parts] = await Promise.all([Promise.all(loads), zodLoaded]);
  return Object.assign({}, ...parts);
}
