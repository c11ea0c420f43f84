import { englishText } from '@congress/domain/i18n/english';
import { readFileSync } from 'node:fs';
import { RECONCILE_MESSAGES, type TCsvMapping } from '@congress/domain/contracts/reconciliation';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.ts';
import { previewCsv, readStatementLines, readStatementText } from './statement-file.ts';

/*
 * The fixtures are shaped like the banks' own exports: ING Nederland's "Af Bij" CSV (Datum as
 * yyyymmdd, unsigned amounts with a decimal comma, Af = debit, Bij = credit), a French bank's
 * "Date;Libellé;Débit euros;Crédit euros" export (Crédit Agricole's layout), a Portuguese bank's
 * "Data Mov.;Data Valor;Descrição;Débito;Crédito;Saldo" export (dd-mm-yyyy), and the Sparkasse
 * "CSV-CAMT" export (Buchungstag dd.mm.yy, signed Betrag with a decimal comma). Names and accounts
 * are invented.
 */
const sample = (name: string) =>
  readFileSync(new URL(`../../../test/fixtures/statements/${name}`, import.meta.url));
const textOf = (name: string) => readStatementText(sample(name)).text;
const readWith = (name: string, mapping: TCsvMapping | null) =>
  readStatementLines(readStatementText(sample(name)), mapping, 'EUR');
/** The file read with the mapping its upload proposes, as an organiser who changes nothing. */
const readAsProposed = (name: string) => readWith(name, previewCsv(textOf(name), null).mapping);
const summary = (name: string) =>
  readAsProposed(name).lines.map((line) => [line.bookedOn, line.amountCents, line.counterparty]);

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('not refused');
};

describe('bank layouts recognised from the header', () => {
  it('ING Nederland: yyyymmdd dates, decimal comma, the Af Bij column makes the fees money out', () => {
    const preview = previewCsv(textOf('ing-nl.csv'), null);
    expect(preview).toMatchObject({
      preset: 'ing-nl',
      isRemembered: false,
      mapping: {
        delimiter: ';',
        decimal: ',',
        dateFormat: 'yyyymmdd',
        date: 'Datum',
        amount: 'Bedrag (EUR)',
        direction: 'Af Bij',
        counterparty: 'Naam / Omschrijving',
        remittance: 'Mededelingen',
      },
    });
    expect(summary('ing-nl.csv')).toEqual([
      ['2020-02-13', 60000, 'A. SILVA'],
      ['2020-02-13', -125, 'Kosten OV buitenland'],
      ['2020-02-14', -31, 'Kosten betalingsverkeer'],
      ['2020-02-14', 125000, 'J. DE VRIES'],
    ]);
  });

  it('a French bank: separate Débit euros and Crédit euros columns, dd/mm/yyyy', () => {
    expect(previewCsv(textOf('fr-debit-credit.csv'), null)).toMatchObject({
      preset: 'fr-debit-credit',
      mapping: { credit: 'Crédit euros', debit: 'Débit euros', amount: null, dateFormat: 'dd/mm/yyyy' },
    });
    expect(readAsProposed('fr-debit-credit.csv').lines.map((l) => [l.bookedOn, l.amountCents])).toEqual([
      ['2027-03-02', 80000],
      ['2027-03-03', -1250],
      ['2027-03-04', 125000],
    ]);
  });

  it('a Portuguese bank: Débito and Crédito columns, dd-mm-yyyy, the balance left alone', () => {
    expect(previewCsv(textOf('pt-debito-credito.csv'), null)).toMatchObject({
      preset: 'pt-debito-credito',
      mapping: { date: 'Data Mov.', dateFormat: 'dd-mm-yyyy', credit: 'Crédito', debit: 'Débito' },
    });
    const lines = readAsProposed('pt-debito-credito.csv').lines;
    expect(lines.map((l) => [l.bookedOn, l.amountCents])).toEqual([
      ['2027-03-02', 60000],
      ['2027-03-03', -799],
      ['2027-03-03', -32],
    ]);
    expect(lines[0]?.remittance).toBe('TRF DE ANA SILVA {{REF_A}}');
  });

  it('Sparkasse CSV-CAMT: two-digit years, a signed Betrag with a decimal comma', () => {
    expect(previewCsv(textOf('sparkasse-csv-camt.csv'), null)).toMatchObject({
      preset: 'sparkasse-camt',
      mapping: { date: 'Buchungstag', dateFormat: 'dd.mm.yyyy', amount: 'Betrag', direction: null },
    });
    expect(summary('sparkasse-csv-camt.csv')).toEqual([
      ['2027-03-02', 80000, 'Martin, Claire'],
      ['2027-03-03', -750, null],
    ]);
  });

  it('a remembered mapping that would read ING debits as credits gives way to the layout', () => {
    const withoutDirection = { ...(previewCsv(textOf('ing-nl.csv'), null).mapping as TCsvMapping) };
    withoutDirection.direction = null;
    expect(previewCsv(textOf('ing-nl.csv'), withoutDirection)).toMatchObject({
      preset: 'ing-nl',
      isRemembered: false,
      mapping: { direction: 'Af Bij' },
    });
    const kept = previewCsv(textOf('ing-nl.csv'), null).mapping;
    expect(previewCsv(textOf('ing-nl.csv'), kept)).toMatchObject({ isRemembered: true, preset: null });
  });

  it('says which line does not say debit or credit', () => {
    const mapping = previewCsv(textOf('ing-nl.csv'), null).mapping as TCsvMapping;
    const broken = Buffer.from(textOf('ing-nl.csv').replace('"Af";"0,31"', '"Weg";"0,31"'));
    expect(refusal(() => readStatementLines(readStatementText(broken), mapping, 'EUR'))).toBe(
      englishText(RECONCILE_MESSAGES.badDirection, { line: 4, value: 'Weg' }),
    );
  });

  it('guesses yyyymmdd, dd-mm-yyyy and dd.mm.yyyy dates and a D/C column for an unknown bank', () => {
    const csv = (date: string) => `Date;Payer;Amount;D/C\n${date};Ana;600,00;C\n`;
    expect(previewCsv(csv('20270302'), null).mapping).toMatchObject({
      dateFormat: 'yyyymmdd',
      direction: 'D/C',
      decimal: ',',
    });
    expect(previewCsv(csv('02-03-2027'), null).mapping?.dateFormat).toBe('dd-mm-yyyy');
    expect(previewCsv(csv('02.03.2027'), null).mapping?.dateFormat).toBe('dd.mm.yyyy');
    const mapping = previewCsv(csv('20270302'), null).mapping as TCsvMapping;
    const read = readStatementLines(
      readStatementText(Buffer.from(`${csv('20270302')}20270303;Bank;1,25;D\n`)),
      mapping,
      'EUR',
    );
    expect(read.lines.map((l) => l.amountCents)).toEqual([60000, -125]);
  });
});

describe('camt.052 and camt.054 besides camt.053', () => {
  it.each([
    ['camt052-v02.xml', 'camt052'],
    ['camt053-v02.xml', 'camt053'],
    ['camt054-v02.xml', 'camt054'],
  ])('%s: the same booked entries, the DBIT one as money out', (name, format) => {
    const read = readWith(name, null);
    expect(read.format).toBe(format);
    expect(read.lines.map((l) => l.amountCents)).toEqual([80000, 60000, 80000, -4500]);
  });
});
