import { describe, expect, it } from 'vitest';
import { extraNightsCents, priceWithExtraNights } from './pricing.ts';

describe('extra nights priced per night', () => {
  const nights = [
    { night: '2027-06-09', priceCents: 12_000 },
    { night: '2027-06-12', priceCents: 9_950 },
  ];

  it('adds each night at its own price', () => {
    expect(extraNightsCents(nights)).toBe(21_950);
    expect(extraNightsCents([])).toBe(0);
  });

  it('adds the extra nights to the rate price', () => {
    expect(priceWithExtraNights(45_000, nights)).toBe(66_950);
    expect(priceWithExtraNights(45_000, [])).toBe(45_000);
  });
});
