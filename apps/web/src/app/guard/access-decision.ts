import { hasRoleIn, type RoleGroup } from '@congress/domain/enums';

export type AccessDecision = 'allow' | 'login' | 'denied';
type Subject = { roles: readonly string[] } | null | undefined;

/**
 * The route guard of spec 2.1 with the role groups of decisions 2: nobody signed in (neither a user
 * nor a member) -> login; signed in without a role of the route's group -> access denied.
 */
export function decideAccess(subject: Subject, group?: RoleGroup): AccessDecision {
  if (!subject) return 'login';
  if (group && !hasRoleIn(subject.roles, group)) return 'denied';
  return 'allow';
}
