import type { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';

/** Decisions 37: dates of one person that must agree, with the message shown under the later field. */
export const DATE_ORDER_MESSAGES = defineTexts({
  expiryNotAfterIssue: 'The expiry date must be after the issue date.',
  departureBeforeArrival: 'The departure date must be on or after the arrival date.',
});

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day as the forms and the API write it; anything else is another rule's business. */
const dayOf = (value: unknown) => (typeof value === 'string' && DAY.test(value.trim()) ? value.trim() : null);

/** The passport expires strictly after it was issued. */
export function passportDatesError(issuedOn: unknown, expiresOn: unknown): string | null {
  const issued = dayOf(issuedOn);
  const expires = dayOf(expiresOn);
  if (!issued || !expires) return null;
  return expires > issued ? null : DATE_ORDER_MESSAGES.expiryNotAfterIssue;
}

/** The departure is on the arrival day or later. */
export function travelDatesError(arrivalOn: unknown, departureOn: unknown): string | null {
  const arrival = dayOf(arrivalOn);
  const departure = dayOf(departureOn);
  if (!arrival || !departure) return null;
  return departure >= arrival ? null : DATE_ORDER_MESSAGES.departureBeforeArrival;
}

type Value = Record<string, unknown>;
const inputOf = (payload: { value: unknown }) =>
  (payload.value && typeof payload.value === 'object' ? payload.value : {}) as Value;

/**
 * The passport rule on an object schema that has the passport fields. It runs even when another
 * field fails (`when`), so a form shows every message at once.
 */
export function withPassportDates<T extends z.ZodType<Value>>(schema: T): T {
  return schema.refine(
    (person) => !passportDatesError(person.passportCreationDate, person.passportExpirationDate),
    {
      path: ['passportExpirationDate'],
      error: DATE_ORDER_MESSAGES.expiryNotAfterIssue,
      when: (payload) => {
        const value = inputOf(payload);
        return passportDatesError(value.passportCreationDate, value.passportExpirationDate) !== null;
      },
    },
  );
}

/** The travel rule on an object schema that has arrivalDate and departureDate. */
export function withTravelDates<T extends z.ZodType<Value>>(schema: T): T {
  return schema.refine((person) => !travelDatesError(person.arrivalDate, person.departureDate), {
    path: ['departureDate'],
    error: DATE_ORDER_MESSAGES.departureBeforeArrival,
    when: (payload) => {
      const value = inputOf(payload);
      return travelDatesError(value.arrivalDate, value.departureDate) !== null;
    },
  });
}
