import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUSES } from './enums.ts';
import {
  ACTIVE_REGISTRATION_STATUSES,
  assertRegistrationTransition,
  isRegistrationTransitionAllowed,
  REGISTRATION_STATUS_EVENTS,
  REGISTRATION_STATUS_TRANSITIONS,
  type RegistrationStatusEvent,
  type RegistrationStatusFrom,
  targetOf,
} from './registration-status.ts';

const FROM: RegistrationStatusFrom[] = ['new', ...REGISTRATION_STATUSES];

/** Every (from -> to) an event allows, written `from>to`, for a readable table in the expectations. */
const movesOf = (event: RegistrationStatusEvent) =>
  FROM.flatMap((from) =>
    REGISTRATION_STATUSES.filter((to) => isRegistrationTransitionAllowed(from, to, event)).map(
      (to) => `${from}>${to}`,
    ),
  );

describe('registration status transitions', () => {
  it('names a transition for every event, and only the statuses of the schema', () => {
    expect(Object.keys(REGISTRATION_STATUS_TRANSITIONS).sort()).toEqual(
      [...REGISTRATION_STATUS_EVENTS].sort(),
    );
    for (const event of REGISTRATION_STATUS_EVENTS) {
      const { from, to } = REGISTRATION_STATUS_TRANSITIONS[event];
      expect(from.every((status) => FROM.includes(status))).toBe(true);
      expect(to.every((status) => REGISTRATION_STATUSES.includes(status))).toBe(true);
    }
    expect(ACTIVE_REGISTRATION_STATUSES).toEqual(['pending', 'confirmed', 'on_hold', 'no_show']);
  });

  it('allows exactly the moves each event makes', () => {
    expect(movesOf('booked')).toEqual(['new>pending']);
    expect(movesOf('rebooked')).toEqual(['cancelled>pending']);
    expect(movesOf('late_payment')).toEqual(['cancelled>pending']);
    expect(movesOf('unsettled')).toEqual(['confirmed>pending']);
    expect(movesOf('paid')).toEqual([
      'pending>confirmed',
      'confirmed>confirmed',
      'on_hold>confirmed',
      'no_show>confirmed',
    ]);
    expect(movesOf('awaiting_transfer')).toEqual([
      'pending>pending',
      'confirmed>pending',
      'on_hold>pending',
      'no_show>pending',
    ]);
    for (const event of ['hold_expired', 'second_removed', 'self_cancelled'] as const) {
      expect(movesOf(event)).toEqual([
        'pending>cancelled',
        'confirmed>cancelled',
        'on_hold>cancelled',
        'no_show>cancelled',
      ]);
    }
    expect(movesOf('staff_set')).toHaveLength(FROM.length * REGISTRATION_STATUSES.length);
  });

  it('refuses what the table does not allow', () => {
    expect(() => assertRegistrationTransition('cancelled', 'confirmed', 'paid')).toThrow(
      'registration status: paid does not move cancelled to confirmed',
    );
    expect(() => assertRegistrationTransition('new', 'confirmed', 'booked')).toThrow();
    expect(() => assertRegistrationTransition('pending', 'pending', 'rebooked')).toThrow();
    expect(() => assertRegistrationTransition('on_hold', 'pending', 'unsettled')).toThrow();
    expect(() => assertRegistrationTransition('no_show', 'cancelled', 'staff_set')).not.toThrow();
  });

  it('gives the single target of the events that move a whole participation', () => {
    expect(targetOf('paid')).toBe('confirmed');
    expect(targetOf('hold_expired')).toBe('cancelled');
    expect(targetOf('unsettled')).toBe('pending');
    expect(() => targetOf('staff_set')).toThrow('staff_set has no single target');
  });
});
