import { type ComboboxItem, type OptionsFilter, Select } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { countryOptions, foldForSearch } from './country-names.ts';

/**
 * Typing finds a country whatever its accents ("etats" finds "États-Unis", "franca" "França"), by its
 * name in the reader's language or by its English name.
 */
const filterCountries: OptionsFilter = ({ options, search, limit }) => {
  const wanted = foldForSearch(search);
  const found: ComboboxItem[] = [];
  for (const option of options) {
    if ('group' in option) continue;
    if (
      foldForSearch(option.label).includes(wanted) ||
      foldForSearch(String(option.value)).includes(wanted)
    ) {
      found.push(option);
      if (found.length === limit) break;
    }
  }
  return found;
};

type CountrySelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  autoComplete?: string;
};

/**
 * A country (or a nationality) from the ISO 3166 list, searchable by typing, named in the reader's
 * language. The value stays the English name as text, as before the list, and a stored value not in
 * the list is still offered.
 */
export function CountrySelect({ label, value, onChange, error, required, autoComplete }: CountrySelectProps) {
  const intl = useIntl();
  const data = useMemo(() => countryOptions(value, intl.locale), [value, intl.locale]);
  return (
    <Select
      label={label}
      data={data}
      searchable
      filter={filterCountries}
      clearable
      // Picking the chosen country again keeps it (Mantine would deselect it); the × clears it.
      allowDeselect={false}
      required={required}
      autoComplete={autoComplete}
      nothingFoundMessage={intl.formatMessage({
        id: 'person.country.nothingFound',
        defaultMessage: 'No country of that name',
      })}
      limit={50}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
    />
  );
}
