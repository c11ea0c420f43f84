import { describe, expect, it } from 'vitest';
import {
  PAYMENT_KINDS,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  RATE_ROOM_OPTIONS,
  REGISTRATION_STATUSES,
  ROLES,
  ROOM_OPTIONS,
  SECOND_PARTICIPANT_TYPES,
  SESSION_KINDS,
  capitalise,
} from './enums.ts';
import * as enums from './enums.ts';
import {
  labelOf,
  PAYMENT_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  PAYMENT_STATUS_LABELS,
  RATE_ROOM_OPTION_LABELS,
  REGISTRATION_STATUS_LABELS,
  ROLE_LABELS,
  ROOM_OPTION_LABELS,
  SECOND_PARTICIPANT_TYPE_LABELS,
  SESSION_KIND_LABELS,
} from './enum-labels.ts';
import { createTranslator } from './i18n/translator.ts';

const CATALOGUES = [
  [REGISTRATION_STATUSES, REGISTRATION_STATUS_LABELS],
  [PAYMENT_KINDS, PAYMENT_KIND_LABELS],
  [PAYMENT_METHODS, PAYMENT_METHOD_LABELS],
  [PAYMENT_STATUSES, PAYMENT_STATUS_LABELS],
  [RATE_ROOM_OPTIONS, RATE_ROOM_OPTION_LABELS],
  [ROOM_OPTIONS, ROOM_OPTION_LABELS],
  [SECOND_PARTICIPANT_TYPES, SECOND_PARTICIPANT_TYPE_LABELS],
  [SESSION_KINDS, SESSION_KIND_LABELS],
  [ROLES, ROLE_LABELS],
] as const;

const english = createTranslator('en', {}).intl;

describe('the enums’ label catalogues', () => {
  it('cover every enum that enums.ts exports', () => {
    const exported = Object.values(enums).filter((value) => Array.isArray(value));
    expect(exported.length).toBe(CATALOGUES.length);
    for (const list of exported) expect(CATALOGUES.some(([values]) => values === list)).toBe(true);
  });

  it('give every value a label, and no value the enum lacks', () => {
    for (const [values, labels] of CATALOGUES) expect(Object.keys(labels).sort()).toEqual([...values].sort());
  });

  it('read in English as capitalise writes them (roles: their codes without ROLE_)', () => {
    for (const [values, labels] of CATALOGUES) {
      for (const value of values) {
        const expected = labels === ROLE_LABELS ? value.replace(/^ROLE_/, '') : capitalise(value);
        expect(labelOf(english, labels, value)).toBe(expected);
      }
    }
  });

  it('fall back to capitalise for a value the catalogue does not know', () => {
    expect(labelOf(english, REGISTRATION_STATUS_LABELS, 'waiting_room')).toBe('Waiting room');
  });
});
