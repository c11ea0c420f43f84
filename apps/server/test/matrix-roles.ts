/** The roles, role sets and row shape of the authorisation matrix (authorisation-matrix.ts). */
export const ROLES = [
  'anonymous',
  'user',
  'member',
  'owner',
  'viewer',
  'admin',
  'adminElsewhere',
  'superAdmin',
  'checkIn',
] as const;
export type Role = (typeof ROLES)[number];

export const ALL: readonly Role[] = ROLES;
/** Any signed-in subject but door staff, whose account reaches the check-in routes only. */
export const SIGNED_IN: readonly Role[] = ROLES.filter((role) => role !== 'anonymous' && role !== 'checkIn');
/** The door: check-in staff and the admins of the congress. */
export const DOOR: readonly Role[] = ['checkIn', 'admin', 'superAdmin'];
export const PARTICIPANTS: readonly Role[] = ['user', 'member', 'owner'];
export const STAFF: readonly Role[] = ['viewer', 'admin', 'superAdmin'];
export const ADMINS: readonly Role[] = ['admin', 'superAdmin'];
export const SUPER: readonly Role[] = ['superAdmin'];
/**
 * The guard's admins, the one of another congress included: the request names nothing of this
 * congress the guard could check (an empty body answered 400, an unknown id 404); the IDOR table
 * tries the same routes with valid requests on this congress's records.
 */
export const ANY_ADMIN: readonly Role[] = [...ADMINS, 'adminElsewhere'];
/** One participation's own data: its owner and the admins, never visualisation (decisions 40). */
export const OWNER_AND_ADMINS: readonly Role[] = ['owner', 'admin', 'superAdmin'];

/** Ids the table's urls use: the demo congress and Claire Martin's paid participation (the owner). */
export type MatrixIds = {
  congressId: number;
  rateId: number;
  hotelId: number;
  activityId: number;
  participationId: number;
  participantId: number;
  registrationId: number;
  invoiceId: number;
  memberUserId: number;
};

export type MatrixEntry = {
  /** "METHOD /path/{param}", as the OpenAPI document names it. */
  route: string;
  url: string;
  allowed: readonly Role[];
  body?: unknown;
  /** Ends the session it runs in: tried after every other route. */
  isLast?: boolean;
};

/** Not an id of anything: a write the guard lets through then finds nothing to change. */
export const NONE = 999_999;

/** One row of the table: the route, a url that reaches it, who is allowed, and the body sent. */
export const entry = (route: string, url: string, allowed: readonly Role[], body?: unknown): MatrixEntry => ({
  route,
  url,
  allowed,
  ...(body === undefined ? {} : { body }),
});
