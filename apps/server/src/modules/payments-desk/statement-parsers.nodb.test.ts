import { englishText } from '@congress/domain/i18n/english';
import { readFileSync } from 'node:fs';
import { RECONCILE_MESSAGES, type TCsvMapping } from '@congress/domain/contracts/reconciliation';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { previewCsv, readStatementLines, readStatementText } from './statement-file.ts';
import { lineKeys } from './statement-line.ts';

const sample = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url));
const read = (name: string, mapping: TCsvMapping | null = null) =>
  readStatementLines(readStatementText(sample(name)), mapping, 'EUR').lines;

const FRENCH: TCsvMapping = {
  delimiter: ';',
  decimal: ',',
  dateFormat: 'dd/mm/yyyy',
  date: 'Date',
  amount: 'Montant',
  credit: null,
  debit: null,
  counterparty: 'Nom du tiers',
  remittance: 'Libellé',
  bankReference: 'Référence banque',
  direction: null,
};
const ENGLISH: TCsvMapping = {
  delimiter: ',',
  decimal: '.',
  dateFormat: 'yyyy-mm-dd',
  date: 'Date',
  amount: null,
  credit: 'Credit',
  debit: 'Debit',
  counterparty: 'Payer',
  remittance: 'Description',
  bankReference: 'Bank reference',
  direction: null,
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('not refused');
};

describe('camt.053 statements', () => {
  it('reads booked entries (001.02): payer, free and structured references, a batch as its transactions', () => {
    const lines = read('camt053-v02.xml');
    expect(lines).toEqual([
      {
        bookedOn: '2027-03-02',
        amountCents: 80000,
        currency: 'EUR',
        counterparty: 'Claire Martin',
        remittance: 'Congress registration {{REF_A}}',
        bankReference: 'BNK-20270302-0001',
        entryKey: 'BNK-20270302-0001',
      },
      expect.objectContaining({
        amountCents: 60000,
        counterparty: 'SILVA ANA',
        remittance: '{{REF_B}}',
        entryKey: 'BNK-20270302-0002-1',
      }),
      expect.objectContaining({
        amountCents: 80000,
        counterparty: 'Jean Dupont',
        entryKey: 'BNK-20270302-0002-2',
      }),
      // The fees: a debit, which the import leaves out; the pending (PDNG) entry is not read.
      expect.objectContaining({ amountCents: -4500, remittance: 'Account fees March' }),
    ]);
  });

  it('reads 001.08: Sts/Cd, BookgDt/DtTm, Dbtr/Pty/Nm, several Ustrd, NtryRef as the key', () => {
    expect(read('camt053-v08.xml')).toEqual([
      {
        bookedOn: '2027-03-05',
        amountCents: 41250,
        currency: 'EUR',
        counterparty: 'Élise Dubois-Martin',
        remittance: 'ref demo 15 zz9x merci',
        bankReference: '20270305-17',
        entryKey: '20270305-17',
      },
    ]);
  });

  it('refuses XML that is not well-formed, not camt.053, or carries a DOCTYPE', () => {
    const xml = (text: string) => () => readStatementLines(readStatementText(Buffer.from(text)), null, 'EUR');
    expect(refusal(xml('<Document><BkToCstmrStmt>'))).toBe(RECONCILE_MESSAGES.xmlInvalid);
    expect(refusal(xml('<?xml version="1.0"?><Invoice><Id>1</Id></Invoice>'))).toBe(
      RECONCILE_MESSAGES.xmlNotCamt,
    );
    const bomb = '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaa">]><Document>&a;</Document>';
    expect(refusal(xml(bomb))).toBe(RECONCILE_MESSAGES.xmlDoctype);
    const noDate = sample('camt053-v08.xml')
      .toString()
      .replace(/<BookgDt>.*<\/BookgDt>/, '');
    expect(refusal(xml(noDate))).toBe(
      englishText(RECONCILE_MESSAGES.badCamtEntry, { entry: 1, what: 'BookgDt' }),
    );
  });
});

describe('CSV statements in two bank layouts', () => {
  it('a French bank: semicolons, decimal comma, dd/mm/yyyy, one signed amount column', () => {
    const lines = read('bank-fr.csv', FRENCH);
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.counterparty])).toEqual([
      ['2027-03-02', 80000, 'CLAIRE MARTIN'],
      ['2027-03-02', 60000, 'SILVA ANA'],
      ['2027-03-03', -1250, 'BANQUE'],
      ['2027-03-04', 125000, 'JEAN DUPONT'],
    ]);
    expect(lines[0]).toMatchObject({
      remittance: 'VIR SEPA {{REF_A}} Inscription congres',
      bankReference: 'FR-778-001',
    });
  });

  it('an English bank: commas, separate Credit and Debit columns, yyyy-mm-dd', () => {
    const lines = read('bank-en.csv', ENGLISH);
    expect(lines.map((l) => [l.bookedOn, l.amountCents, l.remittance])).toEqual([
      ['2027-03-02', 80000, 'Transfer {{REF_A}}'],
      ['2027-03-02', -101240, 'Card terminal fees'],
      ['2027-03-04', 60000, 'Registration, Ana'],
    ]);
  });

  it('proposes a mapping from the header, or the remembered one when its columns are there', () => {
    const text = (name: string) => readStatementText(sample(name)).text;
    expect(previewCsv(text('bank-fr.csv'), null)).toMatchObject({ mapping: FRENCH, isRemembered: false });
    expect(previewCsv(text('bank-en.csv'), null)).toMatchObject({ mapping: ENGLISH, isRemembered: false });
    expect(previewCsv(text('bank-en.csv'), ENGLISH)).toMatchObject({ isRemembered: true });
    expect(previewCsv(text('bank-en.csv'), FRENCH).isRemembered).toBe(false);
  });

  it('says which column, amount or date is wrong', () => {
    expect(refusal(() => read('bank-en.csv', { ...ENGLISH, credit: 'Montant' }))).toBe(
      englishText(RECONCILE_MESSAGES.columnMissing, { column: 'Montant' }),
    );
    expect(refusal(() => read('bank-en.csv', FRENCH))).toBe(RECONCILE_MESSAGES.csvUnreadable);
    expect(refusal(() => read('bank-fr.csv', { ...FRENCH, dateFormat: 'yyyy-mm-dd' }))).toBe(
      englishText(RECONCILE_MESSAGES.badDate, { line: 2, value: '02/03/2027' }),
    );
    expect(refusal(() => read('bank-fr.csv', { ...FRENCH, amount: 'Libellé' }))).toMatch(
      /^Line 2: ".*" is not an amount\.$/,
    );
    expect(refusal(() => read('bank-fr.csv', null))).toBe(RECONCILE_MESSAGES.mappingRequired);
  });

  it('refuses empty and binary files', () => {
    expect(refusal(() => readStatementText(Buffer.alloc(0)))).toBe(RECONCILE_MESSAGES.fileMissing);
    expect(refusal(() => readStatementText(Buffer.from('  \n\n')))).toBe(RECONCILE_MESSAGES.empty);
    expect(refusal(() => readStatementText(Buffer.from('%PDF-1.7 ...')))).toBe(RECONCILE_MESSAGES.fileType);
    const header = Buffer.from('Date,Description,Payer,Credit,Debit\n');
    expect(
      refusal(() =>
        readStatementLines(readStatementText(header), { ...ENGLISH, bankReference: null }, 'EUR'),
      ),
    ).toBe(RECONCILE_MESSAGES.empty);
  });
});

describe('line keys', () => {
  it("are the bank's entry reference, else a hash that tells identical lines apart by their rank", () => {
    const line = {
      bookedOn: '2027-03-02',
      amountCents: 100,
      currency: 'EUR',
      counterparty: 'A',
      remittance: 'x',
      bankReference: null,
      entryKey: null,
    };
    const [first, second, third] = lineKeys([line, line, { ...line, entryKey: 'B-1' }]);
    expect(first).not.toBe(second);
    expect(third).toBe('ref:B-1');
    expect(lineKeys([line])[0]).toBe(first);
  });
});

describe('CSV columns matched alike at preview and import', () => {
  it('imports with the columns the preview accepted, accents and case aside', () => {
    const text = 'Date;Libelle;Credit euros\n13/02/2020;VIR ANA SILVA;600,00\n';
    const mapping: TCsvMapping = {
      delimiter: ';',
      decimal: ',',
      dateFormat: 'dd/mm/yyyy',
      date: 'date',
      amount: null,
      credit: 'Crédit euros',
      debit: null,
      counterparty: null,
      remittance: 'Libellé',
      bankReference: null,
      direction: null,
    };
    expect(previewCsv(text, mapping).isRemembered).toBe(true);
    const { lines } = readStatementLines({ format: 'csv', text }, mapping, 'EUR');
    expect(lines).toMatchObject([{ amountCents: 60000, remittance: 'VIR ANA SILVA' }]);
  });
});
