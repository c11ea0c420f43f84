import { describe, expect, it } from 'vitest';
import { formatZonedDateTime, formatZonedTime, zoneName } from './zoned-time.ts';

const yourTime = (time: string) => `${time} your time`;
const tokyo = { zone: 'Asia/Tokyo', label: yourTime };
// 02:45 in Lisbon in winter (UTC+0), 11:45 in Tokyo (UTC+9).
const winter = '2026-11-27T02:45:00Z';

describe('times shown with their zone (decisions 16)', () => {
  it('names the congress zone, winter and summer time', () => {
    expect(formatZonedTime(winter, 'Europe/Lisbon', { locale: 'en-GB' })).toBe('02:45 WET');
    expect(formatZonedTime('2027-06-10T01:45:00Z', 'Europe/Lisbon', { locale: 'en-GB' })).toBe('02:45 WEST');
    expect(formatZonedDateTime(winter, 'Europe/Lisbon', { locale: 'en-GB' })).toBe(
      '27 November 2026 at 02:45 WET',
    );
  });

  it('puts the reader time beside it when the reader is elsewhere', () => {
    expect(formatZonedTime(winter, 'Europe/Lisbon', { locale: 'en-GB', reader: tokyo })).toBe(
      '02:45 WET · 11:45 your time',
    );
    expect(formatZonedDateTime(winter, 'Europe/Lisbon', { locale: 'en-GB', reader: tokyo })).toBe(
      '27 November 2026 at 02:45 WET · 11:45 your time',
    );
  });

  it('gives the reader their own day when it is another day there', () => {
    expect(formatZonedTime('2026-11-27T20:00:00Z', 'Europe/Lisbon', { locale: 'en-GB', reader: tokyo })).toBe(
      '20:00 WET · 28 November 2026 at 05:00 your time',
    );
  });

  it('adds nothing when the reader clock shows the same time, even under another zone name', () => {
    const lisbon = { zone: 'Europe/Lisbon', label: yourTime };
    const london = { zone: 'Europe/London', label: yourTime };
    expect(formatZonedTime(winter, 'Europe/Lisbon', { locale: 'en-GB', reader: lisbon })).toBe('02:45 WET');
    expect(formatZonedTime(winter, 'Europe/Lisbon', { locale: 'en-GB', reader: london })).toBe('02:45 WET');
  });

  it('follows the DST boundary: London and Lisbon agree, Paris is an hour ahead, then agree on the gap', () => {
    const paris = { zone: 'Europe/Paris', label: yourTime };
    // 29 March 2026: Lisbon moves from 01:00 WET to 02:00 WEST at 01:00 UTC; Paris from CET to CEST too.
    expect(formatZonedTime('2026-03-29T00:59:00Z', 'Europe/Lisbon', { locale: 'en-GB', reader: paris })).toBe(
      '00:59 WET · 01:59 your time',
    );
    expect(formatZonedTime('2026-03-29T01:00:00Z', 'Europe/Lisbon', { locale: 'en-GB', reader: paris })).toBe(
      '02:00 WEST · 03:00 your time',
    );
    // New York changes a fortnight earlier: on 20 March 2026 it is 4 hours behind Lisbon, not 5.
    const newYork = { zone: 'America/New_York', label: yourTime };
    expect(
      formatZonedTime('2026-03-20T12:00:00Z', 'Europe/Lisbon', { locale: 'en-GB', reader: newYork }),
    ).toBe('12:00 WET · 08:00 your time');
    expect(
      formatZonedTime('2026-03-02T12:00:00Z', 'Europe/Lisbon', { locale: 'en-GB', reader: newYork }),
    ).toBe('12:00 WET · 07:00 your time');
  });

  it('writes the zone name in the reader language', () => {
    expect(zoneName(new Date(winter), 'Europe/Lisbon', 'pt-PT')).toBe('WET');
    expect(formatZonedTime(winter, 'Asia/Tokyo', { locale: 'fr-FR' })).toMatch(/^11:45 UTC\+9$/);
  });
});
