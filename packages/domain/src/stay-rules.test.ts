import { describe, expect, it } from 'vitest';
import { judgeStay, STAY_RULE_MESSAGES, sameStay } from './stay-rules.ts';

const congress = { checkIn: '2027-06-10', checkOut: '2027-06-12' };
const offered = new Map([
  ['2027-06-09', 9000],
  ['2027-06-10', 0],
  ['2027-06-11', 0],
  ['2027-06-12', 11000],
]);

describe('judgeStay (decisions 46)', () => {
  it('takes the congress nights when no stay is asked, without extra nights', () => {
    expect(judgeStay(undefined, congress, offered)).toEqual({ ok: true, stay: congress, extraNights: [] });
  });

  it('prices each extra night before and after at the block price', () => {
    const stay = { checkIn: '2027-06-09', checkOut: '2027-06-13' };
    expect(judgeStay(stay, congress, offered)).toEqual({
      ok: true,
      stay,
      extraNights: [
        { night: '2027-06-09', priceCents: 9000 },
        { night: '2027-06-12', priceCents: 11000 },
      ],
    });
  });

  it('refuses a stay that misses a congress night, on the side it misses', () => {
    const late = judgeStay({ checkIn: '2027-06-11', checkOut: '2027-06-12' }, congress, offered);
    expect(late).toEqual({ ok: false, field: 'stay.checkIn', message: STAY_RULE_MESSAGES.congressNights });
    const early = judgeStay({ checkIn: '2027-06-09', checkOut: '2027-06-11' }, congress, offered);
    expect(early).toEqual({ ok: false, field: 'stay.checkOut', message: STAY_RULE_MESSAGES.congressNights });
  });

  it('refuses an extra night the block lacks, naming it', () => {
    const judged = judgeStay({ checkIn: '2027-06-08', checkOut: '2027-06-12' }, congress, offered);
    expect(judged).toEqual({
      ok: false,
      field: 'stay.checkIn',
      message: STAY_RULE_MESSAGES.nightNotOffered,
      night: '2027-06-08',
    });
    const after = judgeStay({ checkIn: '2027-06-10', checkOut: '2027-06-14' }, congress, offered);
    expect(after).toMatchObject({ ok: false, field: 'stay.checkOut', night: '2027-06-13' });
  });

  it('offers no extra night at a hotel without blocks, the congress nights still', () => {
    const none = new Map<string, number>();
    expect(judgeStay({ checkIn: '2027-06-09', checkOut: '2027-06-12' }, congress, none)).toMatchObject({
      ok: false,
      night: '2027-06-09',
    });
    expect(judgeStay(congress, congress, none)).toEqual({ ok: true, stay: congress, extraNights: [] });
  });

  it('has no stay while the congress has no dates', () => {
    const stay = { checkIn: '2027-06-09', checkOut: '2027-06-13' };
    expect(judgeStay(stay, null, offered)).toEqual({ ok: true, stay: null, extraNights: [] });
  });
});

describe('sameStay', () => {
  it('compares nights, null only with null', () => {
    expect(sameStay(congress, { ...congress })).toBe(true);
    expect(sameStay(congress, { ...congress, checkOut: '2027-06-13' })).toBe(false);
    expect(sameStay(null, null)).toBe(true);
    expect(sameStay(null, congress)).toBe(false);
  });
});
