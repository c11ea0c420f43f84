import type { TStayOptions } from '@congress/domain/contracts/stays';
import { describe, expect, it } from 'vitest';
import { chosenExtraNights, effectiveStay, stayChoices } from './stay-choice.ts';

const options: TStayOptions = {
  congressStay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
  before: [
    { night: '2027-06-09', priceCents: 12_000, isAvailable: false },
    { night: '2027-06-08', priceCents: 11_000, isAvailable: true },
  ],
  after: [{ night: '2027-06-12', priceCents: 9_000, isAvailable: true }],
  currency: 'EUR',
};

describe('the stay choices of the form', () => {
  it('adds every night between a choice and the congress, and is full if one of them is', () => {
    const choices = stayChoices(options);
    expect(choices?.arrivals).toEqual([
      { day: '2027-06-10', nights: [], isFull: false },
      { day: '2027-06-09', nights: [{ night: '2027-06-09', priceCents: 12_000 }], isFull: true },
      {
        day: '2027-06-08',
        nights: [
          { night: '2027-06-08', priceCents: 11_000 },
          { night: '2027-06-09', priceCents: 12_000 },
        ],
        isFull: true,
      },
    ]);
    expect(choices?.departures.map((d) => d.day)).toEqual(['2027-06-12', '2027-06-13']);
  });

  it('never shows full a night the participant already holds', () => {
    const own = { checkIn: '2027-06-09', checkOut: '2027-06-12' };
    expect(stayChoices(options, own)?.arrivals.map((a) => a.isFull)).toEqual([false, false, false]);
  });

  it('reads a day no longer offered as the congress’s, and the congress nights as no stay', () => {
    expect(effectiveStay(options, { checkIn: '2027-06-08', checkOut: '2027-06-13' })).toEqual({
      checkIn: '2027-06-08',
      checkOut: '2027-06-13',
    });
    expect(effectiveStay(options, { checkIn: '2027-06-05', checkOut: '2027-06-13' })).toEqual({
      checkIn: '2027-06-10',
      checkOut: '2027-06-13',
    });
    expect(effectiveStay(options, { checkIn: '2027-06-05', checkOut: '2027-06-12' })).toBeNull();
    expect(effectiveStay(undefined, { checkIn: '2027-06-08', checkOut: '2027-06-12' })).toBeNull();
    expect(
      effectiveStay({ ...options, congressStay: null }, { checkIn: '2027-06-08', checkOut: '2027-06-12' }),
    ).toBeNull();
  });

  it('prices the extra nights of a stay in calendar order', () => {
    expect(chosenExtraNights(options, { checkIn: '2027-06-08', checkOut: '2027-06-13' })).toEqual([
      { night: '2027-06-08', priceCents: 11_000 },
      { night: '2027-06-09', priceCents: 12_000 },
      { night: '2027-06-12', priceCents: 9_000 },
    ]);
    expect(chosenExtraNights(options, null)).toEqual([]);
  });
});
