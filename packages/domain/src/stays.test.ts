import { describe, expect, it } from 'vitest';
import {
  addDays,
  congressStay,
  daysBetween,
  extraNights,
  freeRooms,
  hasRoomLeft,
  isIsoDay,
  nightsOf,
} from './stays.ts';

describe('stays and nights (decisions 46)', () => {
  it('reads calendar days strictly', () => {
    expect(isIsoDay('2027-06-10')).toBe(true);
    expect(isIsoDay('2027-02-30')).toBe(false);
    expect(isIsoDay('2027-6-1')).toBe(false);
    expect(isIsoDay('2027-06-10T00:00:00Z')).toBe(false);
  });

  it('moves by whole days across months, years and daylight-saving changes', () => {
    expect(addDays('2027-06-30', 1)).toBe('2027-07-01');
    expect(addDays('2027-12-31', 1)).toBe('2028-01-01');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2027-03-27', '2027-04-02')).toBe(6);
    expect(daysBetween('2027-06-12', '2027-06-10')).toBe(-2);
  });

  it('counts the nights from check-in to the day before check-out', () => {
    expect(nightsOf({ checkIn: '2027-06-09', checkOut: '2027-06-12' })).toEqual([
      '2027-06-09',
      '2027-06-10',
      '2027-06-11',
    ]);
    expect(nightsOf({ checkIn: '2027-06-10', checkOut: '2027-06-10' })).toEqual([]);
  });

  it('takes the congress days as the default stay, a one-day congress as one night', () => {
    expect(congressStay({ startsOn: '2027-06-10', endsOn: '2027-06-12' })).toEqual({
      checkIn: '2027-06-10',
      checkOut: '2027-06-12',
    });
    expect(congressStay({ startsOn: '2027-06-10', endsOn: '2027-06-10' })).toEqual({
      checkIn: '2027-06-10',
      checkOut: '2027-06-11',
    });
    expect(congressStay({ startsOn: null, endsOn: '2027-06-10' })).toBeNull();
  });

  it('names the extra nights around the congress nights', () => {
    const congress = { checkIn: '2027-06-10', checkOut: '2027-06-12' };
    expect(extraNights({ checkIn: '2027-06-08', checkOut: '2027-06-13' }, congress)).toEqual([
      '2027-06-08',
      '2027-06-09',
      '2027-06-12',
    ]);
    expect(extraNights(congress, congress)).toEqual([]);
    expect(extraNights(congress, null)).toEqual(['2027-06-10', '2027-06-11']);
  });

  it('keeps what is sold and held within what is contracted', () => {
    expect(freeRooms({ contracted: 10, sold: 6, held: 3 })).toBe(1);
    expect(hasRoomLeft({ contracted: 10, sold: 6, held: 3 })).toBe(true);
    expect(hasRoomLeft({ contracted: 10, sold: 7, held: 3 })).toBe(false);
    // A block reduced below its sales has nothing free, not a negative count.
    expect(freeRooms({ contracted: 4, sold: 6, held: 0 })).toBe(0);
    expect(hasRoomLeft({ contracted: 0, sold: 0, held: 0 })).toBe(false);
  });
});
