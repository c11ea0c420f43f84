import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@congress/domain/i18n/languages';
import { NativeSelect } from '@mantine/core';
import { IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useChooseLanguage } from './account-language.tsx';
import { useLanguage } from '../../lib/i18n/language-context.ts';

/**
 * The header's language switch: each language named in itself (and marked with its `lang`), in a
 * native select, which every device knows how to offer and which costs the first page nothing (a
 * Mantine Menu brought its popover and floating layer to every page, ~25 KB).
 */
export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  return (
    <NativeSelect
      aria-label={intl.formatMessage({ id: 'app.language.label', defaultMessage: 'Language' })}
      value={language}
      onChange={(event) => {
        const next = event.currentTarget.value;
        if (isLanguage(next)) chooseLanguage(next);
      }}
      leftSection={<IconLanguage size={16} aria-hidden />}
      size="sm"
      w={150}
      data={LANGUAGES.map((option) => ({ value: option, label: LANGUAGE_NAMES[option] }))}
    />
  );
}
