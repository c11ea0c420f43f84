import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { canStaffCongress } from '../../../plugins/auth.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { findParticipationOwner, type ParticipationOwner } from './participation-read.repository.ts';

/** Reading (documents) is open to every staff role of the congress; paying or refunding to admins. */
export type ParticipationAccess = 'read' | 'write';

export function isOwner(session: SessionSubject, owner: ParticipationOwner): boolean {
  return session.kind === 'user' ? owner.userId === session.id : owner.memberUserId === session.id;
}

/**
 * Owner scope (architecture): a participant reaches only its own participation's payments and
 * invoices; staff of the congress reach all of them, visualisation read only (decisions 2).
 */
export async function assertParticipationAccess(
  db: Executor,
  session: SessionSubject,
  participationId: number,
  access: ParticipationAccess,
): Promise<ParticipationOwner> {
  const owner = await findParticipationOwner(db, participationId);
  if (!owner) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  if (isOwner(session, owner)) return owner;
  const isStaff = canStaffCongress(session, owner.congressId);
  if (isStaff && (access === 'read' || hasRoleIn(session.roles, 'admin'))) return owner;
  throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
}
