import { describe, expect, it } from 'vitest';
import { dayInZone, formatDate, formatDateTime, formatTime, trimToDate, trimToTime } from './dates.ts';

describe('dates and times (spec 9)', () => {
  it('shows British dates with the long month', () => {
    expect(formatDate('2027-06-05')).toBe('5 June 2027');
    expect(formatDate(new Date('2027-06-05T23:30:00Z'), 'Europe/Lisbon')).toBe('6 June 2027');
    expect(formatDate(new Date('2027-06-05T23:30:00Z'), 'UTC')).toBe('5 June 2027');
  });
  it('shows times as HH:MM', () => {
    expect(formatTime('09:05:00')).toBe('09:05');
    expect(formatTime(new Date('2027-06-05T08:05:00Z'), 'Europe/Lisbon')).toBe('09:05');
  });
  it('trims timestamps to the date or the time of form fields', () => {
    expect(trimToDate('2027-06-05T00:00:00+00:00')).toBe('2027-06-05');
    expect(trimToTime('2027-06-05T14:30:00+00:00')).toBe('14:30');
    expect(trimToTime('14:30:00')).toBe('14:30');
    expect(trimToDate(null)).toBe('');
    expect(trimToTime(undefined)).toBe('');
  });
  it('finds the calendar day of an instant in a zone', () => {
    expect(dayInZone(new Date('2027-01-01T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-01-02');
    expect(dayInZone(new Date('2027-01-01T23:30:00Z'), 'Europe/Lisbon')).toBe('2027-01-01');
  });
});

describe('formatDateTime', () => {
  it('writes a moment the British way, in the zone asked for', () => {
    expect(formatDateTime('2026-11-22T17:32:00Z', 'Europe/Lisbon')).toBe('22 November 2026 at 17:32');
    expect(formatDateTime('2026-07-01T23:30:00Z', 'Europe/Lisbon')).toBe('2 July 2026 at 00:30');
  });
});
