import type { TextValues } from '@congress/domain/i18n/translator';
import { createIntl, type IntlShape } from 'react-intl';
import englishTexts from 'virtual:english-texts';
import { sayText } from './i18n/say-text.ts';

/**
 * The reader's intl outside React (the API client's transport errors, notification titles): the app
 * registers the provider's one here (app/providers.tsx). English until then.
 */
let current: IntlShape = createIntl({
  locale: 'en-GB',
  defaultLocale: 'en-GB',
  messages: englishTexts,
  onError: () => {},
});

export function setCurrentIntl(intl: IntlShape): void {
  current = intl;
}

export function currentIntl(): IntlShape {
  return current;
}

/** A shared text of the domain (its English is its id) in the reader's language, outside React. */
export function translateText(text: string, values?: TextValues): string {
  return sayText(current, text, values);
}
