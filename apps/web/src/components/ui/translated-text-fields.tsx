import type { Language } from '@congress/domain/i18n/languages';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useIntl } from 'react-intl';
import { LanguageTabs } from './language-tabs.tsx';

type TranslatedTextFieldsProps = {
  defaultLanguage: Language;
  /** What the tab list is about, for screen readers ("Texts of the rate"). */
  tabsLabel: string;
  /** Shown above a translation's fields: what an empty one means. */
  translationHint: string;
  value: Language;
  onChange: (language: Language) => void;
  errorLanguages?: readonly Language[];
  /** The one-line text (a label), required in the default language. */
  line: { label: string; inputProps: (language: Language, isDefault: boolean) => GetInputPropsReturnType };
  /** The longer text (a description, a comment), never required. */
  area: { label: string; inputProps: (language: Language, isDefault: boolean) => GetInputPropsReturnType };
};

/**
 * A staff record's translated texts, one tab per language (the rate and activity forms): a required
 * one-line text and an optional longer one, with the translation hint outside the default language.
 */
export function TranslatedTextFields({
  defaultLanguage,
  tabsLabel,
  translationHint,
  value,
  onChange,
  errorLanguages,
  line,
  area,
}: TranslatedTextFieldsProps) {
  const intl = useIntl();
  return (
    <LanguageTabs
      defaultLanguage={defaultLanguage}
      label={tabsLabel}
      value={value}
      onChange={onChange}
      errorLanguages={errorLanguages}
    >
      {(language, isDefault) => (
        <Stack gap="sm" lang={language}>
          {!isDefault && (
            <Text size="sm" c="gray.8" lang={intl.locale}>
              {translationHint}
            </Text>
          )}
          <TextInput label={line.label} required={isDefault} {...line.inputProps(language, isDefault)} />
          <Textarea label={area.label} autosize minRows={2} {...area.inputProps(language, isDefault)} />
        </Stack>
      )}
    </LanguageTabs>
  );
}
