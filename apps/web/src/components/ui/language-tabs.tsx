import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@congress/domain/i18n/languages';
import { Tabs, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

type LanguageTabsProps = {
  /** The language of the record's plain texts: its tab comes first, marked as the default. */
  defaultLanguage: Language;
  /** What the tab list is about, for screen readers ("Texts of the rate"). */
  label: string;
  value: Language;
  onChange: (language: Language) => void;
  /** Languages whose fields have an error: their tab says so. */
  errorLanguages?: readonly Language[];
  children: (language: Language, isDefault: boolean) => ReactNode;
};

/** The languages a default language puts first. */
export const languagesFrom = (defaultLanguage: Language): Language[] => [
  defaultLanguage,
  ...LANGUAGES.filter((language) => language !== defaultLanguage),
];

/**
 * Staff content in each language: one tab per language, the default one first. Only the
 * active panel is mounted, so each field's label names one field; the arrow keys move between tabs.
 */
export function LanguageTabs({
  defaultLanguage,
  label,
  value,
  onChange,
  errorLanguages = [],
  children,
}: LanguageTabsProps) {
  const intl = useIntl();
  const order = languagesFrom(defaultLanguage);
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as Language)} keepMounted={false}>
      <Tabs.List aria-label={label}>
        {order.map((language) => {
          const name = LANGUAGE_NAMES[language];
          const hasError = errorLanguages.includes(language);
          return (
            <Tabs.Tab key={language} value={language} c={hasError ? 'red.8' : undefined}>
              {language === defaultLanguage
                ? intl.formatMessage(
                    { id: 'settings.languageTabs.default', defaultMessage: '{language} (default)' },
                    { language: name },
                  )
                : name}
              {hasError && (
                <Text span c="red.8" ml={4}>
                  {intl.formatMessage({
                    id: 'settings.languageTabs.hasError',
                    defaultMessage: '(to correct)',
                  })}
                </Text>
              )}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {order.map((language) => (
        <Tabs.Panel key={language} value={language} pt="sm">
          {children(language, language === defaultLanguage)}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
