import { countryOptions } from '@congress/domain/countries';
import { Select } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';

type CountrySelectProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  required?: boolean;
  autoComplete?: string;
};

/**
 * A country (or a nationality) from the ISO 3166 list, searchable by typing. The value stays the
 * name as text, as before the list, and a stored value not in the list is still offered.
 */
export function CountrySelect({ label, value, onChange, error, required, autoComplete }: CountrySelectProps) {
  const data = useMemo(() => countryOptions(value), [value]);
  return (
    <Select
      label={label}
      data={data}
      searchable
      clearable
      // Picking the chosen country again keeps it (Mantine would deselect it); the × clears it.
      allowDeselect={false}
      required={required}
      autoComplete={autoComplete}
      nothingFoundMessage="No country of that name"
      limit={50}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
    />
  );
}
