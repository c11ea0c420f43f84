import type { TextValues } from '@congress/domain/i18n/translator';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { sayText } from './say-text.ts';

/**
 * A shared text of the domain (`MESSAGES.x`, `BULK_MESSAGES.y`: see packages/domain/src/i18n/texts.ts)
 * in the reader's language. Its English is its id in the catalogues.
 */
export function useText(): (text: string, values?: TextValues) => string {
  const intl = useIntl();
  return useCallback((text: string, values?: TextValues) => sayText(intl, text, values), [intl]);
}
