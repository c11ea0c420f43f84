import type { TCsvMapping } from '../contracts/reconciliation.ts';

export const BANK_PRESET_IDS = ['ing-nl', 'fr-debit-credit', 'pt-debito-credito', 'sparkasse-camt'] as const;
export type BankPresetId = (typeof BANK_PRESET_IDS)[number];

/** A bank's CSV layout: the header that names it and which of its columns hold what. */
export type BankPreset = {
  id: BankPresetId;
  /** Columns the header must carry (all of them, in any order, case and accents aside). */
  signature: readonly string[];
  mapping: Omit<TCsvMapping, 'delimiter'>;
};

const NO_COLUMNS = { amount: null, credit: null, debit: null, direction: null, bankReference: null };

/**
 * The layouts recognised when a CSV is uploaded, from the banks' own export descriptions: ING's
 * "Af Bij" export, a French bank's Débit / Crédit euros columns, a Portuguese bank's Débito /
 * Crédito columns, and the Sparkasse "CSV-CAMT" export. The organiser may still change the mapping.
 */
export const BANK_PRESETS: readonly BankPreset[] = [
  {
    id: 'ing-nl',
    signature: ['Datum', 'Naam / Omschrijving', 'Af Bij', 'Bedrag (EUR)', 'Mededelingen'],
    mapping: {
      ...NO_COLUMNS,
      decimal: ',',
      dateFormat: 'yyyymmdd',
      date: 'Datum',
      amount: 'Bedrag (EUR)',
      direction: 'Af Bij',
      counterparty: 'Naam / Omschrijving',
      remittance: 'Mededelingen',
    },
  },
  {
    id: 'fr-debit-credit',
    signature: ['Date', 'Libellé', 'Débit euros', 'Crédit euros'],
    mapping: {
      ...NO_COLUMNS,
      decimal: ',',
      dateFormat: 'dd/mm/yyyy',
      date: 'Date',
      credit: 'Crédit euros',
      debit: 'Débit euros',
      counterparty: null,
      remittance: 'Libellé',
    },
  },
  {
    id: 'pt-debito-credito',
    signature: ['Data Mov.', 'Data Valor', 'Descrição', 'Débito', 'Crédito'],
    mapping: {
      ...NO_COLUMNS,
      decimal: ',',
      dateFormat: 'dd-mm-yyyy',
      date: 'Data Mov.',
      credit: 'Crédito',
      debit: 'Débito',
      counterparty: null,
      remittance: 'Descrição',
    },
  },
  {
    id: 'sparkasse-camt',
    signature: [
      'Auftragskonto',
      'Buchungstag',
      'Verwendungszweck',
      'Beguenstigter/Zahlungspflichtiger',
      'Betrag',
    ],
    mapping: {
      ...NO_COLUMNS,
      decimal: ',',
      dateFormat: 'dd.mm.yyyy',
      date: 'Buchungstag',
      amount: 'Betrag',
      counterparty: 'Beguenstigter/Zahlungspflichtiger',
      remittance: 'Verwendungszweck',
    },
  },
];

/** A header name as compared: no accents, case, spaces around or doubled. */
export const columnKey = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The preset whose signature the header carries, its mapping naming the file's own columns (as the
 * bank spelled them in this file), or null when no layout is recognised.
 */
export function detectBankPreset(
  columns: readonly string[],
  delimiter: TCsvMapping['delimiter'],
): { preset: BankPreset; mapping: TCsvMapping } | null {
  const byKey = new Map(columns.map((column) => [columnKey(column), column]));
  const preset = BANK_PRESETS.find((p) => p.signature.every((name) => byKey.has(columnKey(name))));
  if (!preset) return null;
  const own = (name: string | null) => (name === null ? null : (byKey.get(columnKey(name)) ?? null));
  const { mapping } = preset;
  return {
    preset,
    mapping: {
      ...mapping,
      delimiter,
      date: own(mapping.date) ?? mapping.date,
      amount: own(mapping.amount),
      credit: own(mapping.credit),
      debit: own(mapping.debit),
      direction: own(mapping.direction),
      counterparty: own(mapping.counterparty),
      remittance: own(mapping.remittance),
      bankReference: own(mapping.bankReference),
    },
  };
}
