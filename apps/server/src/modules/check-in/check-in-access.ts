import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';

/** Door staff (ROLE_CHECKIN) and admins of the congress; super admins everywhere. */
export function assertCanCheckIn(session: SessionSubject, congressId: number) {
  if (session.roles.includes('ROLE_SUPER_ADMIN')) return;
  if (
    session.kind === 'user' &&
    hasRoleIn(session.roles, 'checkIn') &&
    session.congressIds.includes(congressId)
  )
    return;
  throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
}
