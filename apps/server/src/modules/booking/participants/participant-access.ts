import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';

type Owned = { userId: number | null; memberUserId: number | null };

/** Participant data is owner-scoped (architecture): the account that registered the participant. */
export function ownsParticipant(session: SessionSubject, participant: Owned): boolean {
  return session.kind === 'member'
    ? participant.memberUserId === session.id
    : participant.userId === session.id;
}

/** Admins write the congresses they are granted; super admins every congress (decisions 1, 2). */
export function isAdminOf(session: SessionSubject, congressId: number): boolean {
  if (session.roles.includes('ROLE_SUPER_ADMIN')) return true;
  return hasRoleIn(session.roles, 'admin') && session.congressIds.includes(congressId);
}

/**
 * Read: the owner, or an admin of the congress. A participant's record holds the passport, medical
 * and billing fields, which visualisation never reads (decisions 40).
 */
export function assertCanRead(session: SessionSubject, owner: Owned, congressId: number) {
  if (ownsParticipant(session, owner) || isAdminOf(session, congressId)) return;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}

/** Write: the owner, or an admin of the congress (visualisation is read only). */
export function assertCanWrite(session: SessionSubject, owner: Owned, congressId: number) {
  if (ownsParticipant(session, owner) || isAdminOf(session, congressId)) return;
  throw new AppError('FORBIDDEN', MESSAGES.forbidden);
}
