import { describe, expect, it } from 'vitest';
import { compactTranslations, pickTranslation, zContentTranslations } from './content.ts';

describe('staff content in several languages', () => {
  const translations = { fr: { label: 'Chambre simple', comment: '  ' } };

  it('picks the translation of the reader’s language', () => {
    expect(pickTranslation('Single room', translations, 'fr', 'label')).toBe('Chambre simple');
  });

  it('falls back to the default language’s text when there is no translation, or a blank one', () => {
    expect(pickTranslation('Single room', translations, 'pt', 'label')).toBe('Single room');
    expect(pickTranslation('Breakfast included', translations, 'fr', 'comment')).toBe('Breakfast included');
    expect(pickTranslation(null, undefined, 'fr', 'comment')).toBeNull();
  });

  it('keeps only non-blank texts and languages that have one, and may leave one language out', () => {
    expect(compactTranslations({ fr: { label: 'A', comment: '' }, pt: { label: ' ' } })).toEqual({
      fr: { label: 'A' },
    });
    expect(compactTranslations({ fr: { label: 'A' }, en: { label: 'B' } }, 'en')).toEqual({
      fr: { label: 'A' },
    });
  });

  it('refuses a language or a field we do not have, and a text longer than its base field', () => {
    const schema = zContentTranslations({ label: 10, comment: 20 });
    expect(schema.parse({ fr: { label: ' Tarif ', comment: null } })).toEqual({ fr: { label: 'Tarif' } });
    expect(schema.parse(undefined)).toBeUndefined();
    expect(schema.safeParse({ de: { label: 'Preis' } }).success).toBe(false);
    expect(schema.safeParse({ fr: { title: 'Tarif' } }).success).toBe(false);
    expect(schema.safeParse({ fr: { label: 'x'.repeat(11) } }).success).toBe(false);
  });
});
