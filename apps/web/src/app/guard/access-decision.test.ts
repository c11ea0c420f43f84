import { ROLE_GROUPS, ROLES, type Role, type RoleGroup } from '@congress/domain/enums';
import { describe, expect, it } from 'vitest';
import { decideAccess } from './access-decision.ts';

const as = (...roles: Role[]) => ({ roles });

/** Decisions 2, written out role by role so that a change to a group shows here. */
const EXPECTED: Record<RoleGroup, Record<Role, 'allow' | 'denied'>> = {
  participant: {
    ROLE_USER: 'allow',
    ROLE_MEMBER: 'allow',
    ROLE_VISUALISATION: 'denied',
    ROLE_ADMIN: 'denied',
    ROLE_SUPER_ADMIN: 'denied',
    ROLE_CHECKIN: 'denied',
  },
  staff: {
    ROLE_USER: 'denied',
    ROLE_MEMBER: 'denied',
    ROLE_VISUALISATION: 'allow',
    ROLE_ADMIN: 'allow',
    ROLE_SUPER_ADMIN: 'allow',
    ROLE_CHECKIN: 'denied',
  },
  admin: {
    ROLE_USER: 'denied',
    ROLE_MEMBER: 'denied',
    ROLE_VISUALISATION: 'denied',
    ROLE_ADMIN: 'allow',
    ROLE_SUPER_ADMIN: 'allow',
    ROLE_CHECKIN: 'denied',
  },
  superAdmin: {
    ROLE_USER: 'denied',
    ROLE_MEMBER: 'denied',
    ROLE_VISUALISATION: 'denied',
    ROLE_ADMIN: 'denied',
    ROLE_SUPER_ADMIN: 'allow',
    ROLE_CHECKIN: 'denied',
  },
  checkIn: {
    ROLE_USER: 'denied',
    ROLE_MEMBER: 'denied',
    ROLE_VISUALISATION: 'denied',
    ROLE_ADMIN: 'allow',
    ROLE_SUPER_ADMIN: 'allow',
    ROLE_CHECKIN: 'allow',
  },
};

describe('decideAccess', () => {
  it('sends to login when neither a user nor a member is signed in, whatever the group', () => {
    expect(decideAccess(null)).toBe('login');
    expect(decideAccess(undefined, 'participant')).toBe('login');
    for (const group of Object.keys(ROLE_GROUPS) as RoleGroup[])
      expect(decideAccess(null, group)).toBe('login');
  });

  it('lets anybody signed in through a route without a role group', () => {
    for (const role of ROLES) expect(decideAccess(as(role))).toBe('allow');
    expect(decideAccess(as())).toBe('allow');
  });

  for (const group of Object.keys(EXPECTED) as RoleGroup[]) {
    it(`applies the ${group} group to every role`, () => {
      for (const role of ROLES)
        expect([role, decideAccess(as(role), group)]).toEqual([role, EXPECTED[group][role]]);
    });
  }

  it('allows when any one of several roles is in the group, denies an empty role list', () => {
    expect(decideAccess(as('ROLE_USER', 'ROLE_ADMIN'), 'admin')).toBe('allow');
    expect(decideAccess(as(), 'participant')).toBe('denied');
  });

  it('denies the back office of a congress the staff user is not granted', () => {
    const admin = { roles: ['ROLE_ADMIN'], congressIds: [2] };
    for (const group of ['staff', 'admin'] as const) {
      expect(decideAccess(admin, group, 1)).toBe('denied');
      expect(decideAccess(admin, group, 2)).toBe('allow');
    }
    expect(decideAccess({ roles: ['ROLE_VISUALISATION'], congressIds: [] }, 'staff', 1)).toBe('denied');
    // Super admins reach every congress; the congress not known yet decides nothing.
    expect(decideAccess({ roles: ['ROLE_SUPER_ADMIN'], congressIds: [] }, 'superAdmin', 1)).toBe('allow');
    expect(decideAccess(admin, 'admin')).toBe('allow');
    // Participant routes are not congress-scoped by grants.
    expect(decideAccess({ roles: ['ROLE_USER'], congressIds: [] }, 'participant', 1)).toBe('allow');
  });
});
