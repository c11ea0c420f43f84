import { describe, expect, it } from 'vitest';
import { parseBankAmount, parseBankDate } from './csv-values.ts';

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
