import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import { FORMAT_LOCALES, type Language } from './languages.ts';

/** A language's messages: id (or, for a shared text, its English) to the ICU message. */
export type Catalog = Record<string, string>;
export type TextValues = Record<string, string | number | Date>;

export type Translator = {
  language: Language;
  intl: IntlShape;
  /** A shared text (see texts.ts) in this language, its values filled in. */
  text(text: string, values?: TextValues): string;
};

const cache = createIntlCache();

/**
 * English needs no catalogue: each message's default is its English. A missing translation in another
 * language falls back to English too (the catalogue check keeps that from happening), and is logged
 * once by whoever passes `onMissing`.
 */
export function createTranslator(
  language: Language,
  messages: Catalog,
  onMissing?: (id: string) => void,
): Translator {
  const intl = createIntl(
    {
      locale: FORMAT_LOCALES[language],
      defaultLocale: FORMAT_LOCALES.en,
      messages,
      onError(error) {
        if (error.code === 'MISSING_TRANSLATION') {
          if (language !== 'en')
            onMissing?.(String((error as { descriptor?: { id?: string } }).descriptor?.id));
          return;
        }
        console.error(error);
      },
    },
    cache,
  );
  // Renamed so that the extractor, which wants literal messages in `formatMessage` calls, lets it be:
  // a shared text is extracted from its `defineTexts` map instead.
  const { formatMessage: formatText } = intl;
  return {
    language,
    intl,
    text(text, values) {
      if (language === 'en' && !values && !text.includes('{')) return text;
      return formatText({ id: text, defaultMessage: text }, values, { ignoreTag: true });
    },
  };
}
