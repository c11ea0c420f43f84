import { describe, expect, it } from 'vitest';
import { detectBankPreset } from './bank-presets.ts';

describe('detectBankPreset', () => {
  it('recognises a layout by its header, whatever the order, case and accents, naming the file’s columns', () => {
    const found = detectBankPreset(['date', 'LIBELLE', 'Credit euros', 'Debit euros', 'Solde'], ';');
    expect(found?.preset.id).toBe('fr-debit-credit');
    expect(found?.mapping).toMatchObject({
      delimiter: ';',
      date: 'date',
      remittance: 'LIBELLE',
      credit: 'Credit euros',
      debit: 'Debit euros',
      amount: null,
      decimal: ',',
    });
  });

  it('recognises ING with its Af Bij column, and nothing from a partial header', () => {
    const ing = [
      'Datum',
      'Naam / Omschrijving',
      'Rekening',
      'Tegenrekening',
      'Code',
      'Af Bij',
      'Bedrag (EUR)',
      'Mutatiesoort',
      'Mededelingen',
    ];
    expect(detectBankPreset(ing, ',')).toMatchObject({
      preset: { id: 'ing-nl' },
      mapping: { direction: 'Af Bij', dateFormat: 'yyyymmdd', amount: 'Bedrag (EUR)', delimiter: ',' },
    });
    expect(detectBankPreset(['Datum', 'Bedrag (EUR)'], ';')).toBeNull();
  });
});
