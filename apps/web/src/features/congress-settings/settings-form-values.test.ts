import { describe, expect, it } from 'vitest';
import { type SettingsFormValues, withDefaultLanguage } from './settings-form-values.ts';

const texts = (description: string) => ({ description, information: '', privacyText: '' });

describe('a new default language for the congress texts', () => {
  it('makes its texts the plain ones and keeps the former default as its translation', () => {
    const values = {
      defaultLanguage: 'en',
      description: 'An international congress.',
      information: 'Lisbon',
      privacyText: 'Privacy',
      translations: { en: texts(''), fr: texts('Un congrès international.'), pt: texts('') },
    } as unknown as SettingsFormValues;
    expect(withDefaultLanguage(values, 'fr')).toEqual({
      defaultLanguage: 'fr',
      description: 'Un congrès international.',
      information: '',
      privacyText: '',
      translations: {
        en: { description: 'An international congress.', information: 'Lisbon', privacyText: 'Privacy' },
        fr: texts(''),
        pt: texts(''),
      },
    });
    expect(withDefaultLanguage(values, 'en')).toEqual({});
  });
});
