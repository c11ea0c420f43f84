import { describe, expect, it } from 'vitest';
import { type OfferedCell, offeredNights } from './stay-offer.ts';

const congress = { checkIn: '2027-06-10', checkOut: '2027-06-12' };
const cell = (contracted: number, sold = 0, held = 0, priceCents = 12_000): OfferedCell => ({
  contracted,
  sold,
  held,
  priceCents,
});

describe('the extra nights a block offers', () => {
  it('walks outward from the congress nights, nearest first, with each night’s price', () => {
    const cells = new Map([
      ['2027-06-07', cell(5, 0, 0, 8_000)],
      ['2027-06-08', cell(5, 0, 0, 9_000)],
      ['2027-06-09', cell(5, 0, 0, 10_000)],
      ['2027-06-10', cell(5)],
      ['2027-06-11', cell(5)],
      ['2027-06-12', cell(5, 0, 0, 11_000)],
    ]);
    expect(offeredNights(congress, cells)).toEqual({
      before: [
        { night: '2027-06-09', priceCents: 10_000, isAvailable: true },
        { night: '2027-06-08', priceCents: 9_000, isAvailable: true },
        { night: '2027-06-07', priceCents: 8_000, isAvailable: true },
      ],
      after: [{ night: '2027-06-12', priceCents: 11_000, isAvailable: true }],
    });
  });

  it('stops at the first night the block lacks, and marks a night with no room left', () => {
    const cells = new Map([
      ['2027-06-07', cell(5)],
      ['2027-06-09', cell(2, 1, 1)],
      ['2027-06-13', cell(5)],
    ]);
    expect(offeredNights(congress, cells)).toEqual({
      before: [{ night: '2027-06-09', priceCents: 12_000, isAvailable: false }],
      after: [],
    });
  });

  it('offers nothing without congress dates or without blocks', () => {
    expect(offeredNights(null, new Map([['2027-06-09', cell(5)]]))).toEqual({ before: [], after: [] });
    expect(offeredNights(congress, new Map())).toEqual({ before: [], after: [] });
  });
});
