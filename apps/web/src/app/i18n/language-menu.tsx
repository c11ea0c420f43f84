import { LANGUAGE_NAMES, LANGUAGES } from '@congress/domain/i18n/languages';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { useChooseLanguage } from './account-language.tsx';
import { useLanguage } from './language-context.ts';

/** The header's language switch: each language named in itself, and marked as such for screen readers. */
export function LanguageMenu() {
  const intl = useIntl();
  const { language } = useLanguage();
  const chooseLanguage = useChooseLanguage();
  const label = intl.formatMessage({ id: 'app.language.label', defaultMessage: 'Language' });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconLanguage size={16} aria-hidden />}
          aria-label={`${label}: ${LANGUAGE_NAMES[language]}`}
        >
          <span lang={language}>{LANGUAGE_NAMES[language]}</span>
        </Button>
      </Menu.Target>
      <Menu.Dropdown aria-label={label}>
        {LANGUAGES.map((option) => (
          <Menu.Item
            key={option}
            lang={option}
            onClick={() => chooseLanguage(option)}
            rightSection={option === language ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={option === language ? 'true' : undefined}
          >
            {LANGUAGE_NAMES[option]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
