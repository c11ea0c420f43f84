import { describe, expect, it } from 'vitest';
import { groupDueCents, splitGroupReceipt } from './group-money.ts';

const seats = [
  { participationId: 12, dueCents: 65_000 },
  { participationId: 10, dueCents: 80_000 },
  { participationId: 11, dueCents: 0 },
];

describe('a group paid at once (decisions 49)', () => {
  it('owes the sum of what each person owes, a credit offsetting nothing', () => {
    expect(groupDueCents(seats)).toBe(145_000);
    expect(groupDueCents([...seats, { participationId: 13, dueCents: -5_000 }])).toBe(145_000);
  });

  it('an exact receipt pays each person their due, in participation order', () => {
    expect(splitGroupReceipt(seats, 145_000)).toEqual([
      { participationId: 10, amountCents: 80_000 },
      { participationId: 12, amountCents: 65_000 },
    ]);
  });

  it('a short receipt pays whole people first, the rest goes to the next in order', () => {
    expect(splitGroupReceipt(seats, 100_000)).toEqual([
      { participationId: 10, amountCents: 80_000 },
      { participationId: 12, amountCents: 20_000 },
    ]);
    expect(splitGroupReceipt(seats, 80_000)).toEqual([{ participationId: 10, amountCents: 80_000 }]);
  });

  it('money beyond every due is credited to the first seat, not lost', () => {
    expect(splitGroupReceipt(seats, 150_000)).toEqual([
      { participationId: 10, amountCents: 85_000 },
      { participationId: 12, amountCents: 65_000 },
    ]);
  });

  it('refuses a receipt that is not whole cents', () => {
    expect(() => splitGroupReceipt(seats, 10.5)).toThrow(RangeError);
    expect(() => splitGroupReceipt(seats, -1)).toThrow(RangeError);
    expect(splitGroupReceipt([], 0)).toEqual([]);
  });
});
