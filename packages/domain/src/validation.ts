import { z } from 'zod';
import { MESSAGES } from './messages.ts';

/** PostgreSQL text cannot hold a NUL character: refused as input, never sent to fail there. */
export const hasNoNul = (value: string) => !value.includes('\u0000');

/** "Please type something" for empty required text (spec 5). */
export const requiredText = () =>
  z
    .string({ error: MESSAGES.requiredText })
    .trim()
    .min(1, MESSAGES.requiredText)
    .refine(hasNoNul, MESSAGES.nulCharacter);

export const optionalText = (max = 2000) =>
  z.string().trim().max(max).refine(hasNoNul, MESSAGES.nulCharacter).optional().nullable();

/**
 * `when` of a cross-field rule that runs even when a field failed: on an object only, so a JSON
 * `null` body is refused by the object rule instead of crashing the cross-field one.
 */
export const whenObject = (payload: { value: unknown }) =>
  typeof payload.value === 'object' && payload.value !== null;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const emailField = () =>
  z
    .string({ error: MESSAGES.invalidEmail })
    .trim()
    .toLowerCase()
    .max(254, MESSAGES.invalidEmail)
    .regex(EMAIL_PATTERN, MESSAGES.invalidEmail);

export const PASSWORD_SPECIALS = '!@#$%^&*';
export const PASSWORD_RULES = [
  { key: 'length', label: 'At least 8 characters', test: (p: string) => p.length >= 8 },
  { key: 'upper', label: 'One capital letter', test: (p: string) => /[A-Z]/.test(p) },
  { key: 'lower', label: 'One lowercase letter', test: (p: string) => /[a-z]/.test(p) },
  { key: 'digit', label: 'One number', test: (p: string) => /[0-9]/.test(p) },
  {
    key: 'special',
    label: `One special character (${PASSWORD_SPECIALS})`,
    test: (p: string) => /[!@#$%^&*]/.test(p),
  },
] as const;

export function passwordStrengthFailures(password: string): string[] {
  return PASSWORD_RULES.filter((rule) => !rule.test(password)).map((rule) => rule.key);
}
export const isStrongPassword = (password: string) => passwordStrengthFailures(password).length === 0;

/** A new password: required, and the strength rule really enforced (decisions 26). */
export const strongPassword = () =>
  z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .max(200, MESSAGES.weakPassword)
    .refine(isStrongPassword, MESSAGES.weakPassword);
