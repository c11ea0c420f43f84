import { describe, expect, it } from 'vitest';
import {
  scaleItems,
  shareByLargestRemainder,
  taxableOf,
  taxItems,
  type VatRateSetting,
  vatCategoryOf,
} from './vat-lines.ts';

const at = (rate: string, exemption: string | null = null): VatRateSetting => ({
  rate,
  exemption,
  exemptionCode: null,
});
const item = (name: string, grossCents: number, vat: VatRateSetting) => ({ name, grossCents, vat });

describe('shareByLargestRemainder', () => {
  it.each([
    [[100, 100, 100], 100, [34, 33, 33]],
    [[45_000, 20_000], 40_050, [27_727, 12_323]],
    [[1, 1], 1, [1, 0]],
    [[0, 0], 0, [0, 0]],
    [[30_000, 0], 12_345, [12_345, 0]],
  ])('shares %j into %i cents', (weights, total, expected) => {
    const parts = shareByLargestRemainder(weights, total);
    expect(parts).toEqual(expected);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
  });
});

describe('taxableOf', () => {
  it('takes the taxable amount whose VAT is exactly taxable x rate rounded (BR-CO-17)', () => {
    for (let gross = 0; gross < 5_000; gross += 7) {
      for (const bp of [600, 2_300, 1_300, 550, 1_900]) {
        const taxable = taxableOf(gross, bp);
        const vat = gross - taxable;
        expect(Math.abs(taxable - (gross * 10_000) / (10_000 + bp))).toBeLessThanOrEqual(1.5);
        expect(Math.abs(vat - Math.round((taxable * bp) / 10_000))).toBeLessThanOrEqual(1);
      }
    }
    expect(taxableOf(12_300, 2_300)).toBe(10_000);
    expect(taxableOf(10_600, 600)).toBe(10_000);
  });
});

describe('vatCategoryOf', () => {
  it('is S for a positive rate, Z for 0 without a mention, E with a mention', () => {
    expect(vatCategoryOf(at('23.00'))).toBe('S');
    expect(vatCategoryOf(at('0.00'))).toBe('Z');
    expect(vatCategoryOf(at('0.00', 'Margin scheme - travel agents'))).toBe('E');
  });
});

describe('taxItems', () => {
  it('taxes per rate group and makes the lines add up to each group', () => {
    const { items, groups } = taxItems([
      item('registration', 20_000, at('23.00')),
      item('accommodation', 45_000, at('6.00')),
      item('companion', 15_001, at('23.00')),
    ]);
    expect(groups.map((g) => [g.vatRate, g.vatCategory, g.grossCents, g.taxableCents, g.vatCents])).toEqual([
      ['23.00', 'S', 35_001, 28_456, 6_545],
      ['6.00', 'S', 45_000, 42_453, 2_547],
    ]);
    for (const group of groups) {
      const members = items.filter((line) => line.vatRate === group.vatRate);
      expect(members.reduce((s, l) => s + l.netCents, 0)).toBe(group.taxableCents);
      expect(members.reduce((s, l) => s + l.vatCents, 0)).toBe(group.vatCents);
      expect(group.vatCents).toBe(Math.round((group.taxableCents * Number(group.vatRate)) / 100));
    }
    expect(items.map((line) => line.name)).toEqual(['registration', 'accommodation', 'companion']);
    expect(items.every((line) => line.netCents + line.vatCents === line.grossCents)).toBe(true);
  });

  it('keeps an exempt line at 0 % with its mention, apart from a zero-rated one', () => {
    const { groups } = taxItems([
      item('accommodation', 45_000, at('0', 'Margin scheme - travel agents')),
      item('registration', 10_000, at('0.00')),
    ]);
    expect(groups).toEqual([
      expect.objectContaining({ vatCategory: 'E', vatRate: '0.00', taxableCents: 45_000, vatCents: 0 }),
      expect.objectContaining({ vatCategory: 'Z', vatRate: '0.00', taxableCents: 10_000, vatCents: 0 }),
    ]);
    expect(groups[0]?.exemption).toEqual({ reason: 'Margin scheme - travel agents', code: null });
  });
});

describe('scaleItems', () => {
  it('scales a choice to a part payment to the cent', () => {
    const lines = scaleItems(
      [item('registration', 20_000, at('23')), item('accommodation', 45_000, at('6'))],
      40_050,
    );
    expect(lines.map((l) => l.grossCents)).toEqual([12_323, 27_727]);
  });

  it('keeps the items when the document bills the whole price', () => {
    const items = [item('registration', 20_000, at('23'))];
    expect(scaleItems(items, 20_000)).toEqual(items);
  });
});
