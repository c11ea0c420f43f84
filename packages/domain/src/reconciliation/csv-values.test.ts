import { describe, expect, it } from 'vitest';
import { parseBankAmount, parseBankDate, parseDirection } from './csv-values.ts';

describe('parseBankAmount', () => {
  it.each([
    ['600,00', ',', 60000],
    ['-1.234,56', ',', -123456],
    ['1 234,5', ',', 123450],
    ['+600.00', '.', 60000],
    ['1,234.56', '.', 123456],
    ['€ 800', '.', 80000],
    ['', '.', null],
    ['12.345', ',', 1234500],
    ['abc', '.', null],
    ['6.000.00', '.', null],
  ] as const)('%s with decimal %s -> %s', (text, decimal, cents) => {
    expect(parseBankAmount(text, decimal)).toBe(cents);
  });
});

describe('parseBankDate', () => {
  it('reads each format and refuses days that do not exist', () => {
    expect(parseBankDate('05/06/2027', 'dd/mm/yyyy')).toBe('2027-06-05');
    expect(parseBankDate('05.06.2027', 'dd/mm/yyyy')).toBe('2027-06-05');
    expect(parseBankDate('06/05/2027', 'mm/dd/yyyy')).toBe('2027-06-05');
    expect(parseBankDate('2027-06-05', 'yyyy-mm-dd')).toBe('2027-06-05');
    expect(parseBankDate('31/02/2027', 'dd/mm/yyyy')).toBeNull();
    expect(parseBankDate('2027-06-05', 'dd/mm/yyyy')).toBeNull();
    expect(parseBankDate('yesterday', 'yyyy-mm-dd')).toBeNull();
  });
});

describe('the date formats banks write', () => {
  it.each([
    ['20200213', 'yyyymmdd', '2020-02-13'],
    ['13-02-2020', 'dd-mm-yyyy', '2020-02-13'],
    ['13.02.2020', 'dd.mm.yyyy', '2020-02-13'],
    // Sparkasse writes two-digit years.
    ['13.02.20', 'dd.mm.yyyy', '2020-02-13'],
    ['2020-02-13', 'yyyy-mm-dd', '2020-02-13'],
  ] as const)('%s as %s -> %s', (text, format, day) => {
    expect(parseBankDate(text, format)).toBe(day);
  });

  it.each([
    ['20200230', 'yyyymmdd'],
    ['2020213', 'yyyymmdd'],
    ['2020-02-13', 'yyyymmdd'],
    ['13/02/2020', 'dd-mm-yyyy'],
    ['13-02-2020', 'dd.mm.yyyy'],
    ['13-02-20', 'dd-mm-yyyy'],
  ] as const)('refuses %s as %s', (text, format) => {
    expect(parseBankDate(text, format)).toBeNull();
  });
});

describe('parseDirection', () => {
  it.each([
    ['Af', 'debit'],
    ['Bij', 'credit'],
    ['D', 'debit'],
    ['C', 'credit'],
    ['DBIT', 'debit'],
    ['CRDT', 'credit'],
    ['Debit', 'debit'],
    ['Crédit', 'credit'],
    [' s ', 'debit'],
    ['H', 'credit'],
    ['', null],
    ['maybe', null],
  ] as const)('%s -> %s', (text, direction) => {
    expect(parseDirection(text)).toBe(direction);
  });
});
