import { COUNTRIES } from '@congress/domain/countries';
import { Select } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryNames, foldForSearch } from './country-names.ts';

type CountryCodeSelectProps = {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
};

/**
 * A country kept as its ISO 3166-1 code (an e-invoice names countries so, decisions 45), named in the
 * reader's language and searchable by typing, accents or not.
 */
export function CountryCodeSelect({ label, value, onChange, error, required }: CountryCodeSelectProps) {
  const intl = useIntl();
  const data = useMemo(() => {
    const names = countryNames(intl.locale);
    const collator = new Intl.Collator(intl.locale);
    return COUNTRIES.map(([code, name]) => ({ value: code, label: names.get(name) ?? name })).sort((a, b) =>
      collator.compare(a.label, b.label),
    );
  }, [intl.locale]);
  return (
    <Select
      label={label}
      data={data}
      searchable
      clearable
      allowDeselect={false}
      required={required}
      filter={({ options, search }) =>
        options.filter(
          (option) =>
            'value' in option &&
            (foldForSearch(option.label).includes(foldForSearch(search)) ||
              option.value.toLowerCase() === search.trim().toLowerCase()),
        )
      }
      limit={50}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
    />
  );
}
