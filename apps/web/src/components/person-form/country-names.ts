import { COUNTRIES } from '@congress/domain/countries';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

export type CountryOption = { value: string; label: string };

/** Per locale: the stored English name -> the name in that locale. */
const namesByLocale = new Map<string, ReadonlyMap<string, string>>();

/**
 * The country names of the ISO list in a locale (`Intl.DisplayNames` over the codes), keyed by the
 * English name the forms store (packages/domain/src/countries.ts). English keeps the list's own names.
 */
export function countryNames(locale: string): ReadonlyMap<string, string> {
  const known = namesByLocale.get(locale);
  if (known) return known;
  const isEnglish = locale.toLowerCase().startsWith('en');
  let display: Intl.DisplayNames | null = null;
  try {
    display = isEnglish ? null : new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    display = null;
  }
  const names = new Map(COUNTRIES.map(([code, name]) => [name, display?.of(code) ?? name] as const));
  namesByLocale.set(locale, names);
  return names;
}

/** A stored country or nationality as the reader reads it; a value not in the list stays as typed. */
export function countryLabel(value: string, locale: string): string {
  return countryNames(locale).get(value) ?? value;
}

/**
 * The options of a country select in a locale: the stored value is the English name, as before the
 * translations; the label is the reader's, sorted by the locale's collation. A stored value that is
 * not in the list comes first, as typed.
 */
export function countryOptions(current: string | null | undefined, locale: string): CountryOption[] {
  const names = countryNames(locale);
  const isEnglish = locale.toLowerCase().startsWith('en');
  const options = [...names].map(([value, label]) => ({ value, label }));
  if (!isEnglish) {
    const collator = new Intl.Collator(locale);
    options.sort((a, b) => collator.compare(a.label, b.label));
  }
  const value = current?.trim() ?? '';
  return value && !names.has(value) ? [{ value, label: value }, ...options] : options;
}

/** The reader's country names, for a component. */
export function useCountryLabel(): (value: string) => string {
  const { locale } = useIntl();
  return useMemo(() => (value: string) => countryLabel(value, locale), [locale]);
}

/** Lower case without accents, for searching names as people type them. */
export function foldForSearch(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
