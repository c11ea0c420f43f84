import { beforeEach, describe, expect, it } from 'vitest';
import { accompanyRate, rateOf } from '../../test/booking-fixtures.ts';
import { createMemoryStorage } from '../../test/fake-fetch.ts';
import { initialBookingValues } from './booking-form.ts';
import { clearDraft, readDraft, storeDraft, withDraft } from './form-draft.ts';

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: createMemoryStorage(), configurable: true });
});

describe('the registration form draft', () => {
  const prefilled = initialBookingValues({ rate: accompanyRate(), participation: null, member: null });

  it('keeps what was typed per congress and participant type, until cleared', () => {
    const typed = {
      ...prefilled,
      roomOption: 'double' as const,
      hasCompanion: true,
      main: { ...prefilled.main, firstName: 'Rita', passportNumber: 'P1' },
    };
    storeDraft('demo', 'member', typed);
    expect(readDraft('demo', 'activ-member')).toBeNull();
    const restored = withDraft(prefilled, readDraft('demo', 'member'), accompanyRate());
    expect(restored).toMatchObject({ roomOption: 'double', hasCompanion: true });
    expect(restored.main).toMatchObject({ firstName: 'Rita', passportNumber: 'P1' });
    clearDraft('demo', 'member');
    expect(readDraft('demo', 'member')).toBeNull();
  });

  it('offers the room and the companion only where the rate has them', () => {
    storeDraft('demo', 'member', { ...prefilled, roomOption: 'double', hasCompanion: true });
    const single = rateOf();
    const restored = withDraft(
      initialBookingValues({ rate: single, participation: null, member: null }),
      readDraft('demo', 'member'),
      single,
    );
    expect(restored).toMatchObject({ roomOption: 'single', hasCompanion: false });
  });

  it('keeps the chosen stay, and reads a draft written before the stay was chosen', () => {
    const stay = { checkIn: '2027-06-09', checkOut: '2027-06-12' };
    storeDraft('demo', 'member', { ...prefilled, stay });
    expect(withDraft(prefilled, readDraft('demo', 'member'), accompanyRate()).stay).toEqual(stay);
    const { stay: _left, ...older } = { ...prefilled, roomOption: 'double' as const };
    sessionStorage.setItem('congress.registration.draft.demo.member', JSON.stringify(older));
    const restored = withDraft({ ...prefilled, stay }, readDraft('demo', 'member'), accompanyRate());
    expect(restored).toMatchObject({ roomOption: 'double', stay });
  });

  it('ignores a draft it cannot read', () => {
    sessionStorage.setItem('congress.registration.draft.demo.member', '{"main": 3}');
    expect(readDraft('demo', 'member')).toBeNull();
  });
});
