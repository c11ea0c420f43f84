import { readCatalogue, sourceMessages } from '../../packages/domain/src/i18n/catalogue-check.ts';
import type { Language } from '../../packages/domain/src/i18n/languages.ts';
import { createTranslator } from '../../packages/domain/src/i18n/translator.ts';

export type Say = (english: string, values?: Record<string, string | number>) => string;

/**
 * What the app says in a language for an English text of the code: the browser tests
 * walk the same path in French and Portuguese by the English they know, and read the catalogues for
 * the words on the screen (so a test fails if a screen still shows English, or the catalogue lacks it).
 * `preferred`: id prefixes of the screens walked, first found first.
 */
export async function sayIn(language: Language, preferred: readonly string[] = []): Promise<Say> {
  const source = await sourceMessages();
  const { entries } = readCatalogue(language);
  const messages = Object.fromEntries([...entries].map(([id, entry]) => [id, entry.message]));
  const { intl } = createTranslator(language, messages);
  const { formatMessage: format } = intl;
  return (english, values) => {
    // One English may be said differently on two screens: the screen's own ids (`preferred`) first.
    const candidates = [...source.values()].filter((m) => m.english === english && entries.has(m.id));
    const rank = (id: string) => {
      const at = preferred.findIndex((prefix) => id.startsWith(prefix));
      return at === -1 ? preferred.length : at;
    };
    const found = candidates.sort((a, b) => rank(a.id) - rank(b.id))[0];
    if (!found) throw new Error(`no ${language} message for "${english}"`);
    const options = found.kind === 'text' ? { ignoreTag: true } : undefined;
    return String(format({ id: found.id, defaultMessage: english }, values, options));
  };
}
