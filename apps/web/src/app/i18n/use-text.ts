import type { TextValues } from '@congress/domain/i18n/translator';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/**
 * A shared text of the domain (`MESSAGES.x`, `BULK_MESSAGES.y`: see packages/domain/src/i18n/texts.ts)
 * in the reader's language. Its English is its id in the catalogues.
 */
export function useText(): (text: string, values?: TextValues) => string {
  const intl = useIntl();
  // Renamed so that the extractor, which wants literal messages in `formatMessage`, lets it be.
  const { formatMessage: formatText } = intl;
  return useCallback(
    (text: string, values?: TextValues) =>
      formatText({ id: text, defaultMessage: text }, values, { ignoreTag: true }),
    [formatText],
  );
}
