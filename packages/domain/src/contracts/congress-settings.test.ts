import { describe, expect, it } from 'vitest';
import { isIanaTimeZone, ZCongressCreate } from './congress-settings.ts';

describe('congress settings rules', () => {
  it('accepts IANA time zones only', () => {
    for (const zone of ['Europe/Lisbon', 'Asia/Tokyo', 'America/Argentina/Buenos_Aires', 'UTC']) {
      expect(isIanaTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['Mars/Olympus', 'Europe/Lisbon ', '', '+01:00', 'Lisbon/Europe']) {
      expect(isIanaTimeZone(zone), zone).toBe(false);
    }
  });

  it('takes a lowercase slug with hyphens and defaults currency and zone', () => {
    expect(ZCongressCreate.parse({ label: 'C', slug: 'congress-2031' })).toEqual({
      label: 'C',
      slug: 'congress-2031',
      currency: 'EUR',
      timeZone: 'Europe/Lisbon',
    });
    for (const slug of ['Congress', 'a--b', '-a', 'a b', 'é']) {
      expect(ZCongressCreate.safeParse({ label: 'C', slug }).success, slug).toBe(false);
    }
  });
});
