import { DEFAULT_LANGUAGE, FORMAT_LOCALES, type Language } from './languages.ts';

/**
 * The locale dates, numbers and money are formatted in when a caller names none. The web app sets it
 * to the reader's language (one reader per page); the server never does, and names the recipient's
 * language for each e-mail or document instead, since it serves many people at once.
 */
let current = FORMAT_LOCALES[DEFAULT_LANGUAGE];

export function setFormatLanguage(language: Language): void {
  current = FORMAT_LOCALES[language];
}

export function formatLocale(): string {
  return current;
}
