import { roleLabel, USER_ADMIN_MESSAGES } from '@congress/domain/contracts/users-admin';
import { MESSAGES } from '@congress/domain/messages';
import { describe, expect, it } from 'vitest';
import { initialUserValues, roleOf, toSaveInput } from './user-form.ts';

const editing = {
  id: 9,
  email: 'a@b.test',
  roles: ['ROLE_ADMIN'],
  is_activated: true,
  congressId: 1,
  congressIds: [1, 2],
  version: 4,
  isLastSuperAdmin: false,
};

describe('user form (spec 5)', () => {
  it('answers the spec messages when creating', () => {
    const values = { ...initialUserValues(null, 1), email: 'nope', confirmPassword: 'x' };
    expect(toSaveInput(values, null, 1).errors).toEqual({
      email: MESSAGES.invalidEmail,
      password: MESSAGES.passwordRequired,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
      role: USER_ADMIN_MESSAGES.selectRole,
    });
  });
  it('starts with no role chosen and sends the one role chosen', () => {
    expect(initialUserValues(null, 1).role).toBe('');
    const values = {
      ...initialUserValues(null, 1),
      email: 'v@y.test',
      password: 'Good!2345',
      confirmPassword: 'Good!2345',
      role: 'ROLE_VISUALISATION',
    };
    expect(toSaveInput(values, null, 1).input?.user.roles).toEqual(['ROLE_VISUALISATION']);
  });
  it('shows the highest staff role of a user, and names the version it edits (decisions 39)', () => {
    expect(roleOf(['ROLE_VISUALISATION', 'ROLE_ADMIN'])).toBe('ROLE_ADMIN');
    expect(roleOf(['ROLE_USER'])).toBe('ROLE_USER');
    expect(toSaveInput(initialUserValues(editing, 1), editing, 1).input?.user).toMatchObject({
      roles: ['ROLE_ADMIN'],
      version: 4,
    });
  });
  it('creates with the current congress granted and the e-mail normalised', () => {
    const values = {
      ...initialUserValues(null, 3),
      email: ' X@Y.test ',
      password: 'Good!2345',
      confirmPassword: 'Good!2345',
      role: 'ROLE_ADMIN',
    };
    expect(toSaveInput(values, null, 3).input).toEqual({
      id: null,
      user: {
        email: 'x@y.test',
        password: 'Good!2345',
        confirmPassword: 'Good!2345',
        roles: ['ROLE_ADMIN'],
        is_activated: true,
        congressIds: [3],
        congressId: 3,
      },
    });
  });
  it('edits without a password, but a given one must be confirmed', () => {
    const values = initialUserValues(editing, 1);
    expect(values.congressIds).toEqual(['1', '2']);
    expect(toSaveInput(values, editing, 1).input).toMatchObject({ id: 9, user: { congressIds: [1, 2] } });
    expect(toSaveInput({ ...values, password: 'Good!2345' }, editing, 1).errors).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
  it('shows roles without the ROLE_ prefix', () => {
    expect(['ROLE_SUPER_ADMIN', 'ROLE_VISUALISATION'].map(roleLabel)).toEqual([
      'SUPER_ADMIN',
      'VISUALISATION',
    ]);
  });
});
