import { describe, expect, it } from 'vitest';
import { ZLoginRequest } from './contracts/auth.ts';
import { MESSAGES } from './messages.ts';
import {
  emailField,
  isStrongPassword,
  normaliseEmail,
  passwordStrengthFailures,
  requiredText,
  strongPassword,
} from './validation.ts';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('required text', () => {
  it('answers "Please type something" for empty or blank values', () => {
    expect(firstMessage(requiredText().safeParse(''))).toBe('Please type something');
    expect(firstMessage(requiredText().safeParse('   '))).toBe('Please type something');
    expect(firstMessage(requiredText().safeParse(undefined))).toBe('Please type something');
  });
  it('accepts and trims text', () => {
    expect(requiredText().parse('  Claire ')).toBe('Claire');
  });
});

describe('e-mail', () => {
  it('is trimmed and lowercased', () => {
    expect(normaliseEmail('  Admin@Demo.TEST ')).toBe('admin@demo.test');
    expect(emailField().parse(' Admin@Demo.TEST ')).toBe('admin@demo.test');
    expect(ZLoginRequest.parse({ username: ' USER@demo.test ', password: 'x' }).username).toBe(
      'user@demo.test',
    );
  });
  it('answers the spec message for an invalid address', () => {
    for (const bad of ['', 'plain', 'a@b', 'a b@c.de', '@demo.test']) {
      expect(firstMessage(emailField().safeParse(bad))).toBe('Please enter a valid email address');
    }
  });
  it('requires both login fields', () => {
    const result = ZLoginRequest.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      MESSAGES.requiredText,
      MESSAGES.requiredText,
    ]);
  });
});

describe('password strength', () => {
  it('needs 8 characters, a capital, a lowercase letter, a number and one of !@#$%^&*', () => {
    expect(isStrongPassword('Demo!2345')).toBe(true);
    expect(passwordStrengthFailures('Demo!23')).toEqual(['length']);
    expect(passwordStrengthFailures('demo!2345')).toEqual(['upper']);
    expect(passwordStrengthFailures('DEMO!2345')).toEqual(['lower']);
    expect(passwordStrengthFailures('Demo!abcd')).toEqual(['digit']);
    expect(passwordStrengthFailures('Demo_2345')).toEqual(['special']);
    expect(passwordStrengthFailures('')).toEqual(['length', 'upper', 'lower', 'digit', 'special']);
  });
  it('really blocks a weak password with the spec message', () => {
    expect(firstMessage(strongPassword().safeParse('weakpass'))).toBe('Please enter a correct password');
    expect(firstMessage(strongPassword().safeParse(''))).toBe('Please enter a password');
    expect(strongPassword().safeParse('Str0ng!Pass').success).toBe(true);
  });
});
