import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { badgesSummary } from './badges-button.tsx';

const intl = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB' });
const paul = { registrationId: 7, firstName: 'Paul', lastName: 'Girard', reason: 'cancelled' as const };

/** The badges of a selection name who they leave out and why. */
describe('badges summary', () => {
  it('names each person left out with the reason', () => {
    expect(badgesSummary(intl, { badges: 3, leftOutCount: 1, leftOut: [paul] })).toBe(
      '3 badges; 1 left out: Paul Girard (cancelled)',
    );
    const ines = { ...paul, registrationId: 8, firstName: 'Inès', lastName: 'Laurent' };
    expect(badgesSummary(intl, { badges: 1, leftOutCount: 2, leftOut: [paul, ines] })).toBe(
      '1 badge; 2 left out: Paul Girard (cancelled) and Inès Laurent (cancelled)',
    );
  });

  it('counts those past the named ones, and says when no badge is left to print', () => {
    expect(badgesSummary(intl, { badges: 0, leftOutCount: 101, leftOut: [paul] })).toBe(
      'No badge; 101 left out: Paul Girard (cancelled) and 100 more',
    );
  });
});
