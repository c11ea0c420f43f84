import type { MessageFormatElement } from 'react-intl';
import type { Language } from '@congress/domain/i18n/languages';
import englishTexts from 'virtual:english-texts';

/**
 * The catalogues of packages/domain/locales, one lazy chunk per file, loaded when their language is
 * chosen (English is in the code). What only the server says (`server-*.json`: e-mails, PDFs) stays there.
 */
/** A language's messages, parsed at build time (icu-messages.ts). */
export type WebCatalogue = Record<string, MessageFormatElement[]>;

const files = import.meta.glob<WebCatalogue>(
  [
    '../../../../../packages/domain/locales/*/*.json',
    '!../../../../../packages/domain/locales/*/server-*.json',
  ],
  { import: 'default' },
);

/** English: in the code, but for the shared texts that take values, parsed at build time. */
export { englishTexts };

export async function loadCatalogue(language: Language): Promise<WebCatalogue> {
  if (language === 'en') return englishTexts;
  const loads = Object.entries(files)
    .filter(([path]) => path.includes(`/locales/${language}/`))
    .map(([, load]) => load());
  return Object.assign({}, ...(await Promise.all(loads)));
}
