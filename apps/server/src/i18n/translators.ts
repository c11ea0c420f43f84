import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '@congress/domain/i18n/languages';
import { type Catalog, createTranslator, type Translator } from '@congress/domain/i18n/translator';
import { LOCALES_DIR } from '../locales-dir.ts';

/** A language's catalogue: all its files, the server's own (`server-*.json`) included. */
function readCatalogue(language: Language): Catalog {
  const dir = join(LOCALES_DIR, language);
  if (language === 'en' || !existsSync(dir)) return {};
  const catalogue: Catalog = {};
  for (const name of readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()) {
    Object.assign(catalogue, JSON.parse(readFileSync(join(dir, name), 'utf8')));
  }
  return catalogue;
}

const translators = new Map<Language, Translator>();

/**
 * The translator of a language, built once per process (the catalogues are files of the release). The
 * server speaks to many people at once, so it never sets a current language: each answer, e-mail and
 * document asks for the translator of its reader.
 */
export function translatorFor(language: Language): Translator {
  let translator = translators.get(language);
  if (!translator) {
    translator = createTranslator(language, readCatalogue(language));
    translators.set(language, translator);
  }
  return translator;
}
