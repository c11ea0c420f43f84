import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { canStaffCongress } from '../../../plugins/auth.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { findParticipationOwner, type ParticipationOwner } from './participation-read.repository.ts';

/**
 * What the caller does with one participation. Owners do both; of the staff only admins reach a
 * single participation, to read its documents and payments as well as to act (decisions 40:
 * visualisation reads the list, never one participation's documents).
 */
export type ParticipationAccess = 'read' | 'write';

export function isOwner(session: SessionSubject, owner: ParticipationOwner): boolean {
  return session.kind === 'user' ? owner.userId === session.id : owner.memberUserId === session.id;
}

/**
 * Owner scope (architecture): a participant reaches only its own participation's payments and
 * invoices; admins of the congress reach all of them (decisions 2, 40).
 */
export async function assertParticipationAccess(
  db: Executor,
  session: SessionSubject,
  participationId: number,
  /** Both are an admin's among the staff; the call site names its intent. */
  _access: ParticipationAccess,
): Promise<ParticipationOwner> {
  const owner = await findParticipationOwner(db, participationId);
  if (!owner) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  if (isOwner(session, owner)) return owner;
  if (canStaffCongress(session, owner.congressId) && hasRoleIn(session.roles, 'admin')) return owner;
  throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
}
