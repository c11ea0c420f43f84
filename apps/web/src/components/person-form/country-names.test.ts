import { COUNTRY_NAMES } from '@congress/domain/countries';
import { describe, expect, it } from 'vitest';
import { countryLabel, countryOptions, foldForSearch } from './country-names.ts';

describe('country and nationality lists in the reader’s language', () => {
  it('keeps the English names and their order in English', () => {
    const options = countryOptions('', 'en-GB');
    expect(options.map((option) => option.label)).toEqual(COUNTRY_NAMES);
    expect(options.every((option) => option.value === option.label)).toBe(true);
  });

  it('names the countries in French and Portuguese, the English name still the stored value', () => {
    expect(countryLabel('Germany', 'fr-FR')).toBe('Allemagne');
    expect(countryLabel('Germany', 'pt-PT')).toBe('Alemanha');
    expect(countryLabel('United States', 'fr-FR')).toBe('États-Unis');
    const germany = countryOptions('Germany', 'fr-FR').find((option) => option.value === 'Germany');
    expect(germany?.label).toBe('Allemagne');
    // A value from before the list, or typed elsewhere, stays as it is.
    expect(countryLabel('Atlantis', 'fr-FR')).toBe('Atlantis');
  });

  it('sorts by the locale’s collation, a stored value not in the list first', () => {
    const labels = countryOptions('', 'fr-FR').map((option) => option.label);
    const collator = new Intl.Collator('fr-FR');
    expect([...labels].sort(collator.compare)).toEqual(labels);
    // "Égypte" sorts among the E, not after Z as a code-point sort would put it.
    expect(labels.indexOf('Égypte')).toBeLessThan(labels.indexOf('Zambie'));
    expect(labels.indexOf('Égypte')).toBeGreaterThan(labels.indexOf('Danemark'));
    expect(countryOptions('Atlantis', 'pt-PT')[0]).toEqual({ value: 'Atlantis', label: 'Atlantis' });
  });

  it('searches whatever the accents and the case', () => {
    expect(foldForSearch('  États-Unis ')).toBe('etats-unis');
    expect(foldForSearch('França')).toBe('franca');
  });
});
