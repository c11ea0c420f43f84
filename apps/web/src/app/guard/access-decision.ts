import { hasRoleIn, type RoleGroup } from '@congress/domain/enums';

export type AccessDecision = 'allow' | 'login' | 'denied';
type Subject = { roles: readonly string[]; congressIds?: readonly number[] } | null | undefined;

/** The groups of the back office, whose roles apply to the congresses a user is granted (decisions 1). */
const CONGRESS_SCOPED: readonly RoleGroup[] = ['staff', 'admin', 'superAdmin', 'checkIn'];

/** Super admins reach every congress; other staff the congresses they are granted. */
const reachesCongress = (subject: NonNullable<Subject>, congressId: number) =>
  hasRoleIn(subject.roles, 'superAdmin') || (subject.congressIds ?? []).includes(congressId);

/**
 * The route guard of spec 2.1 with the role groups of decisions 2: nobody signed in (neither a user
 * nor a member) -> login; signed in without a role of the route's group -> access denied; a staff
 * route of a congress the user is not granted -> access denied too, once the
 * congress's id is known.
 */
export function decideAccess(subject: Subject, group?: RoleGroup, congressId?: number): AccessDecision {
  if (!subject) return 'login';
  if (group && !hasRoleIn(subject.roles, group)) return 'denied';
  const isScoped = group !== undefined && CONGRESS_SCOPED.includes(group);
  if (isScoped && congressId !== undefined && !reachesCongress(subject, congressId)) return 'denied';
  return 'allow';
}

/** Whether the route's decision waits for the congress's id (the back office's routes). */
export const needsCongress = (group: RoleGroup | undefined) =>
  group !== undefined && CONGRESS_SCOPED.includes(group);
