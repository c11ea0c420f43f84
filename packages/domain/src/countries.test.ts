import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_NAMES, countryOptions } from './countries.ts';

describe('the country list (ISO 3166-1)', () => {
  it('has every assigned code once, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map(([code]) => code)).size).toBe(249);
    expect([...COUNTRY_NAMES].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(COUNTRY_NAMES);
    expect(COUNTRY_NAMES).toEqual(expect.arrayContaining(['Portugal', 'France', 'Japan', 'United Kingdom']));
  });

  it('keeps a stored value that is not in the list, so existing data still shows', () => {
    expect(countryOptions('Portuguese')[0]).toBe('Portuguese');
    expect(countryOptions('Portugal')).toEqual(COUNTRY_NAMES);
    expect(countryOptions('')).toEqual(COUNTRY_NAMES);
  });
});
