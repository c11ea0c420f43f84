import { describe, expect, it } from 'vitest';
import { countryName } from './letter-pdf.ts';

describe('countryName', () => {
  it('names a code or an English name in the letter language, and keeps other text', () => {
    expect(countryName('JP', 'fr-FR')).toBe('Japon');
    expect(countryName('Japan', 'fr-FR')).toBe('Japon');
    expect(countryName('Portugal', 'en-GB')).toBe('Portugal');
    expect(countryName('French', 'fr-FR')).toBe('French');
    expect(countryName(null, 'en-GB')).toBe('');
  });
});
