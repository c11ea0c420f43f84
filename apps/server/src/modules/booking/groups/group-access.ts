import { GROUP_MESSAGES } from '@congress/domain/contracts/groups';
import { hasRoleIn } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { canStaffCongress } from '../../../plugins/auth.ts';
import { findGroup, findGroupOfParticipation, type GroupRow } from './groups.repository.ts';

export const isPayerOf = (
  session: Pick<SessionSubject, 'kind' | 'id'>,
  group: Pick<GroupRow, 'payerUserId'>,
) => session.kind === 'user' && group.payerUserId === session.id;

/**
 * Decisions 49: a group is its payer's, and its congress's admins' (as a participation is its owner's
 * and admins', decisions 40). Anyone else is refused, the group's existence aside.
 */
export async function assertGroupAccess(
  db: Executor,
  session: SessionSubject,
  groupId: number,
): Promise<GroupRow> {
  const group = await findGroup(db, groupId);
  if (!group) throw new AppError('NOT_FOUND', GROUP_MESSAGES.notFound);
  if (isPayerOf(session, group)) return group;
  if (canStaffCongress(session, group.congressId) && hasRoleIn(session.roles, 'admin')) return group;
  throw new AppError('FORBIDDEN', MESSAGES.accessDenied);
}

/** Whether the caller pays for the group the participation is a place of. */
export async function isPayerOfParticipation(
  db: Executor,
  session: Pick<SessionSubject, 'kind' | 'id'>,
  participationId: number,
): Promise<boolean> {
  const group = await findGroupOfParticipation(db, participationId);
  return group !== null && isPayerOf(session, group);
}
