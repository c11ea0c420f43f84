export const ROLES = [
  'ROLE_USER',
  'ROLE_MEMBER',
  'ROLE_VISUALISATION',
  'ROLE_ADMIN',
  'ROLE_SUPER_ADMIN',
  'ROLE_CHECKIN',
] as const;
export type Role = (typeof ROLES)[number];

/** Role groups of decisions 2: the server enforces them on every route; the web guard mirrors them. */
export const ROLE_GROUPS = {
  participant: ['ROLE_USER', 'ROLE_MEMBER'],
  staff: ['ROLE_VISUALISATION', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  admin: ['ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
  superAdmin: ['ROLE_SUPER_ADMIN'],
  /** Door staff check people in and do nothing else; admins check in too. */
  checkIn: ['ROLE_CHECKIN', 'ROLE_ADMIN', 'ROLE_SUPER_ADMIN'],
} as const satisfies Record<string, readonly Role[]>;
export type RoleGroup = keyof typeof ROLE_GROUPS;

export function hasRoleIn(roles: readonly string[], group: RoleGroup): boolean {
  const allowed: readonly string[] = ROLE_GROUPS[group];
  return roles.some((role) => allowed.includes(role));
}

export const isStaff = (roles: readonly string[]) => hasRoleIn(roles, 'staff');

/** A check-in account holds no other role: it reaches the check-in routes and nothing else. */
export const isCheckInOnly = (roles: readonly string[]) =>
  roles.includes('ROLE_CHECKIN') && roles.every((role) => role === 'ROLE_CHECKIN');

export const REGISTRATION_STATUSES = ['pending', 'confirmed', 'cancelled', 'on_hold', 'no_show'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

export const PAYMENT_KINDS = ['charge', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_METHODS = ['card', 'bank_transfer', 'manual'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'confirmed', 'denied', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const RATE_ROOM_OPTIONS = ['single', 'twin/double'] as const;
export type RateRoomOption = (typeof RATE_ROOM_OPTIONS)[number];
export const ROOM_OPTIONS = ['single', 'twin', 'double'] as const;
export type RoomOption = (typeof ROOM_OPTIONS)[number];
export const SECOND_PARTICIPANT_TYPES = ['member', 'accompany'] as const;
export type SecondParticipantType = (typeof SECOND_PARTICIPANT_TYPES)[number];

export const SESSION_KINDS = ['user', 'member'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];

/** Stored values whose shown form is more than their capitalised words. */
const SPECIAL_LABELS: Readonly<Record<string, string>> = { 'twin/double': 'Twin / Double' };

/**
 * Stored lowercase, shown capitalised (decisions 18): the one label of a stored status, method,
 * kind or room option, on screens and in exports. 'no_show' -> 'No show', 'bank_transfer' ->
 * 'Bank transfer', 'twin/double' -> 'Twin / Double'.
 */
export function capitalise(value: string): string {
  const special = SPECIAL_LABELS[value];
  if (special !== undefined) return special;
  const spaced = value.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}
