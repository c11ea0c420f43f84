import { describe, expect, it } from 'vitest';
import { isRoomOptionAllowed, isSectionAllowed, rateState, roomOptionsFor } from './rate-rules.ts';

const base = { isOpened: true, openDate: null, closeDate: null, quota: 10, sectionId: null };
const now = new Date('2027-03-10T12:00:00Z');
const zone = 'Europe/Lisbon';

describe('rate state', () => {
  it('is available when opened, within dates and under quota', () => {
    expect(rateState(base, 9, now, zone)).toEqual({
      isClosed: false,
      isSoldOut: false,
      isFull: false,
      isAvailable: true,
    });
  });
  it('is SOLD OUT when not opened or full (count >= quota)', () => {
    expect(rateState({ ...base, isOpened: false }, 0, now, zone).isSoldOut).toBe(true);
    expect(rateState(base, 10, now, zone)).toMatchObject({
      isFull: true,
      isSoldOut: true,
      isAvailable: false,
    });
    expect(rateState({ ...base, quota: 0 }, 0, now, zone).isFull).toBe(true);
  });
  it('is CLOSED after the close day and before the open day, in the congress zone', () => {
    expect(rateState({ ...base, closeDate: '2027-03-09T12:00:00Z' }, 0, now, zone).isClosed).toBe(true);
    expect(rateState({ ...base, closeDate: '2027-03-10T08:00:00Z' }, 0, now, zone).isClosed).toBe(false);
    expect(rateState({ ...base, openDate: '2027-03-11T00:30:00Z' }, 0, now, zone).isClosed).toBe(true);
    expect(rateState({ ...base, openDate: '2027-03-10T00:30:00Z' }, 0, now, zone).isClosed).toBe(false);
    // 23:30 UTC on the 10th is already the 11th in Tokyo.
    const lateNow = new Date('2027-03-10T23:30:00Z');
    expect(rateState({ ...base, openDate: '2027-03-11T01:00:00Z' }, 0, lateNow, 'Asia/Tokyo').isClosed).toBe(
      false,
    );
    expect(
      rateState({ ...base, openDate: '2027-03-11T01:00:00Z' }, 0, lateNow, 'Europe/Lisbon').isClosed,
    ).toBe(true);
  });
});

describe('section restriction and room options', () => {
  it('lets only members of the section take a restricted rate', () => {
    expect(isSectionAllowed({ sectionId: null }, null)).toBe(true);
    expect(isSectionAllowed({ sectionId: 1 }, 1)).toBe(true);
    expect(isSectionAllowed({ sectionId: 1 }, 2)).toBe(false);
    expect(isSectionAllowed({ sectionId: 1 }, null)).toBe(false);
  });
  it('forces Single without a second type, and offers Twin (default) or Double otherwise', () => {
    expect(roomOptionsFor({ roomOption: 'single', secondParticipantType: null })).toEqual({
      options: ['single'],
      defaultOption: 'single',
    });
    expect(roomOptionsFor({ roomOption: 'twin/double', secondParticipantType: 'accompany' })).toEqual({
      options: ['twin', 'double'],
      defaultOption: 'twin',
    });
    expect(
      isRoomOptionAllowed({ roomOption: 'twin/double', secondParticipantType: 'member' }, 'single'),
    ).toBe(false);
    expect(isRoomOptionAllowed({ roomOption: 'single', secondParticipantType: null }, 'double')).toBe(false);
  });
});
