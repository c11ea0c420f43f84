import { describe, expect, it } from 'vitest';
import { closedRateNote, isSectionBlocked } from './rate-notes.ts';

const now = new Date('2027-03-10T10:00:00Z');

describe('rate card notes', () => {
  it('says when a closed rate opens or when it closed, in British dates of the congress zone', () => {
    expect(closedRateNote({ openDate: '2027-06-05', closeDate: null }, now, 'Europe/Lisbon')).toBe(
      'Opens on 5 June 2027',
    );
    expect(closedRateNote({ openDate: null, closeDate: '2026-12-31' }, now, 'Europe/Lisbon')).toBe(
      'Closed on 31 December 2026',
    );
    expect(
      closedRateNote({ openDate: '2027-01-01', closeDate: '2027-12-31' }, now, 'Europe/Lisbon'),
    ).toBeNull();
    // A timestamp is read in the congress's zone: 23:30 UTC on 4 June is already 5 June in Tokyo.
    expect(closedRateNote({ openDate: '2027-06-04T23:30:00Z', closeDate: null }, now, 'Asia/Tokyo')).toBe(
      'Opens on 5 June 2027',
    );
  });

  it('blocks a section rate for a user account and a member of another section, not a visitor', () => {
    const france = { sectionId: 1 };
    expect(isSectionBlocked(france, { kind: 'visitor' })).toBe(false);
    expect(isSectionBlocked(france, { kind: 'user' })).toBe(true);
    expect(isSectionBlocked(france, { kind: 'member', sectionId: 2 })).toBe(true);
    expect(isSectionBlocked(france, { kind: 'member', sectionId: null })).toBe(true);
    expect(isSectionBlocked(france, { kind: 'member', sectionId: 1 })).toBe(false);
    expect(isSectionBlocked({ sectionId: null }, { kind: 'user' })).toBe(false);
  });
});
