import type { TextValues } from '@congress/domain/i18n/translator';
import type { IntlShape } from 'react-intl';

/**
 * A shared text (its English is its id) in an intl's language. A text the catalogue lacks (English)
 * and that takes no values is said as written: the browser has no ICU parser (icu-messages.ts), and
 * the English of those that take values is in the English catalogue, parsed at build time.
 */
export function sayText(intl: IntlShape, text: string, values?: TextValues): string {
  if (!values && !Object.hasOwn(intl.messages, text)) return text;
  // Renamed so that the extractor, which wants literal messages in `formatMessage`, lets it be.
  const { formatMessage: formatText } = intl;
  return formatText({ id: text, defaultMessage: text }, values, { ignoreTag: true });
}
