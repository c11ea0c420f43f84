import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import { emailField, strongPassword, whenObject } from '../validation.ts';
import { ZVersion } from './versions.ts';
import { zId, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** The roles a super admin gives in Manage Users (spec 6); ROLE_MEMBER belongs to the member book. */
export const MANAGED_ROLES = [
  'ROLE_USER',
  'ROLE_CHECKIN',
  'ROLE_VISUALISATION',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;
export const USERS_PAGE_SIZE = 25;

/** The staff roles are a ladder: a user holds at most one of them. */
export const STAFF_ROLE_LADDER = [
  'ROLE_CHECKIN',
  'ROLE_VISUALISATION',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
] as const;
export const staffRolesOf = (roles: readonly string[]) =>
  roles.filter((role) => (STAFF_ROLE_LADDER as readonly string[]).includes(role));

/** Role names are shown without the ROLE_ prefix (spec 2.2). */
export const roleLabel = (role: string) => role.replace(/^ROLE_/, '');

export const USER_ADMIN_MESSAGES = defineTexts({
  userNotFound: 'User not found',
  emailTaken: 'A user with this e-mail address already exists.',
  lastSuperAdmin:
    'The last active super admin cannot be disabled or lose the SUPER_ADMIN role: enable another super admin first.',
  selectRole: 'Please select a role',
  oneStaffRole: 'A user has one staff role: CHECKIN, VISUALISATION, ADMIN or SUPER_ADMIN, not several.',
  roleLadder:
    'One role: USER registers for the congress; CHECKIN checks people in at the door; VISUALISATION reads the back office; ADMIN also edits it; SUPER_ADMIN also manages users and settings.',
  lastSuperAdminNote:
    'This is the last active super admin: it keeps the SUPER_ADMIN role and stays enabled until another super admin is enabled.',
});

export const ZAdminUser = z.object({
  id: z.number().int(),
  email: z.string(),
  roles: z.array(z.string()),
  is_activated: z.boolean(),
  congressId: z.number().int().nullable(),
  /** The congresses the user's staff roles apply to (decisions 1). */
  congressIds: z.array(z.number().int()),
  version: z.number().int(),
  /** The one enabled super admin left: the rules keep it enabled and super admin. */
  isLastSuperAdmin: z.boolean(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;

export const ZAdminUserPage = z.object({
  items: z.array(ZAdminUser),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPage>;

export const ZUsersAdminParams = z.object({ congressId: zIdParam() });
export const ZUsersAdminQuery = z.object({
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(USERS_PAGE_SIZE),
});
export type TUsersAdminQuery = z.input<typeof ZUsersAdminQuery>;
export type TUsersAdminQueryParsed = z.output<typeof ZUsersAdminQuery>;

const userFields = {
  email: emailField(),
  roles: z
    .array(z.enum(MANAGED_ROLES))
    .min(1, USER_ADMIN_MESSAGES.selectRole)
    .refine((roles) => new Set(staffRolesOf(roles)).size <= 1, USER_ADMIN_MESSAGES.oneStaffRole),
  is_activated: z.boolean(),
  congressIds: z.array(zId()).max(500),
};

const matchingPasswords = (value: { password?: string; confirmPassword?: string }) =>
  (value.password ?? '') === (value.confirmPassword ?? '');
const passwordsMatch = {
  path: ['confirmPassword'],
  error: MESSAGES.passwordsDoNotMatch,
  when: whenObject,
};

/** POST /api/user/create: the password is required ("Please enter a password"), confirmed, strong. */
export const ZCreateUserRequest = z
  .object({
    ...userFields,
    congressId: zId().nullable(),
    password: strongPassword(),
    confirmPassword: z.string(),
  })
  .refine(matchingPasswords, passwordsMatch);
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/** PUT /api/user/update/{id}: an empty password keeps the current one. */
export const ZUpdateUserRequest = z
  .object({
    ...userFields,
    password: z.union([z.literal(''), strongPassword()]).optional(),
    confirmPassword: z.string().optional(),
    version: ZVersion,
  })
  .refine(matchingPasswords, passwordsMatch);
export type TUpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;
