import type { Executor } from '../../../db/database.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertParticipationAccess } from '../participations/participation-access.ts';
import { isPayerOfParticipation } from './group-access.ts';

/**
 * Who reads a participation's documents (invoices, credit notes, proformas): its owner and admins, as
 * for everything of a participation, and the payer of the group it is a place of, who is the buyer
 * those documents name (decisions 45, 49), whether or not the place is named yet.
 */
export async function assertDocumentAccess(
  db: Executor,
  session: SessionSubject,
  participationId: number,
): Promise<void> {
  if (await isPayerOfParticipation(db, session, participationId)) return;
  await assertParticipationAccess(db, session, participationId, 'read');
}
