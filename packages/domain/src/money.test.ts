import { describe, expect, it } from 'vitest';
import { formatMoney, fromCents, toCents, toProviderMinorUnits, withDecimalPoint } from './money.ts';

describe('money in cents', () => {
  it('parses decimal price strings exactly', () => {
    expect(toCents('800.00')).toBe(80000);
    expect(toCents('412.5')).toBe(41250);
    expect(toCents('0.10')).toBe(10);
    expect(toCents('1000')).toBe(100000);
    expect(toCents(19.99)).toBe(1999);
    expect(() => toCents('1.234')).toThrow();
    expect(() => toCents('-5')).toThrow();
  });
  it('reads a typed decimal comma as the point, and leaves anything else for its check to refuse', () => {
    expect(withDecimalPoint('12,50')).toBe('12.50');
    expect(withDecimalPoint(' 7,5 ')).toBe('7.5');
    expect(withDecimalPoint('12.50')).toBe('12.50');
    expect(withDecimalPoint('1,234')).toBe('1,234');
    expect(withDecimalPoint('1.000,50')).toBe('1.000,50');
  });
  it('formats cents back to the JSON price string', () => {
    expect(fromCents(80000)).toBe('800.00');
    expect(fromCents(41250)).toBe('412.50');
    expect(fromCents(-5)).toBe('-0.05');
  });
});

describe('money display (decisions 16)', () => {
  it('shows whole amounts without decimals and others with the minor digits', () => {
    expect(formatMoney(80000, 'EUR')).toBe('€800');
    expect(formatMoney(41250, 'EUR')).toBe('€412.50');
    expect(formatMoney(123456, 'EUR')).toBe('€1,234.56');
    expect(formatMoney(80000, 'EUR', { alwaysMinor: true })).toBe('€800.00');
    expect(formatMoney(50000, 'JPY')).toBe('JP¥500');
  });
  it('gives providers the currency minor units', () => {
    expect(toProviderMinorUnits(41250, 'EUR')).toBe(41250);
    expect(toProviderMinorUnits(50000, 'JPY')).toBe(500);
  });
});
