import { describe, expect, it } from 'vitest';
import {
  atRiskCents,
  exposureCents,
  isReleasePast,
  pickupTotals,
  releaseDatesToRemind,
  roomsAfterRelease,
  unsoldRooms,
} from './room-pickup.ts';

const cell = { contracted: 40, sold: 30, held: 4, releaseOn: '2027-05-10', priceCents: 12_000 };

describe('pickup and attrition (decisions 46)', () => {
  it('counts unsold rooms as contracted minus sold, never below zero', () => {
    expect(unsoldRooms(cell)).toBe(10);
    expect(unsoldRooms({ contracted: 5, sold: 7 })).toBe(0);
  });

  it('puts unsold rooms at risk until the release date, then owes them', () => {
    expect(isReleasePast(cell, '2027-05-10')).toBe(false);
    expect(atRiskCents(cell, '2027-05-10')).toBe(120_000);
    expect(exposureCents(cell, '2027-05-10')).toBe(0);
    expect(isReleasePast(cell, '2027-05-11')).toBe(true);
    expect(exposureCents(cell, '2027-05-11')).toBe(120_000);
    expect(atRiskCents(cell, '2027-05-11')).toBe(0);
    // No release date: never owed by this rule, always at risk.
    expect(exposureCents({ ...cell, releaseOn: null }, '2028-01-01')).toBe(0);
  });

  it('releases what is neither sold nor held', () => {
    expect(roomsAfterRelease(cell)).toBe(34);
    expect(roomsAfterRelease({ contracted: 3, sold: 2, held: 4 })).toBe(3);
  });

  it('totals a night or a hotel', () => {
    const other = { contracted: 10, sold: 10, held: 0, releaseOn: '2027-05-01', priceCents: 9_000 };
    expect(pickupTotals([cell, other], '2027-05-05')).toEqual({
      contracted: 50,
      sold: 40,
      held: 4,
      free: 6,
      exposureCents: 0,
      atRiskCents: 120_000,
    });
  });

  it('reminds of release dates within the week, once each, not of past ones', () => {
    expect(
      releaseDatesToRemind(['2027-05-10', '2027-05-10', '2027-05-18', '2027-05-02'], '2027-05-03'),
    ).toEqual(['2027-05-10']);
    expect(releaseDatesToRemind(['2027-05-03'], '2027-05-03')).toEqual(['2027-05-03']);
  });
});
