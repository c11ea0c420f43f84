import { describe, expect, it } from 'vitest';
import { capitalise, hasRoleIn, isStaff } from './enums.ts';

describe('role groups (decisions 2)', () => {
  it('puts each role in its groups', () => {
    expect(hasRoleIn(['ROLE_USER'], 'participant')).toBe(true);
    expect(hasRoleIn(['ROLE_MEMBER'], 'participant')).toBe(true);
    expect(hasRoleIn(['ROLE_USER'], 'staff')).toBe(false);
    expect(hasRoleIn(['ROLE_VISUALISATION'], 'staff')).toBe(true);
    expect(hasRoleIn(['ROLE_VISUALISATION'], 'admin')).toBe(false);
    expect(hasRoleIn(['ROLE_ADMIN'], 'admin')).toBe(true);
    expect(hasRoleIn(['ROLE_ADMIN'], 'superAdmin')).toBe(false);
    expect(hasRoleIn(['ROLE_SUPER_ADMIN'], 'superAdmin')).toBe(true);
    expect(isStaff(['ROLE_USER', 'ROLE_ADMIN'])).toBe(true);
  });
  it('shows stored statuses capitalised', () => {
    expect(capitalise('pending')).toBe('Pending');
    expect(capitalise('no_show')).toBe('No show');
    expect(capitalise('on_hold')).toBe('On hold');
    expect(capitalise('bank_transfer')).toBe('Bank transfer');
    expect(capitalise('credit_note')).toBe('Credit note');
    expect(capitalise('twin/double')).toBe('Twin / Double');
    expect(capitalise('double')).toBe('Double');
  });
});
