import type { TManageRegistrationRequest } from '@congress/domain/contracts/manage-registration';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { assertFreshWrite, staleVersion } from '../../../lib/stale-version.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { updateParticipant } from '../participants/participants.repository.ts';
import { queueCancellation } from '../participations/participant-emails.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';
import { findParticipationRow, updateParticipation } from '../participations/participations.repository.ts';
import { listRegistrationsOf } from '../registrations/registrations.repository.ts';
import { notifyRoomMateLeftAfter, roomMateBefore } from '../room-mates/room-mate-left.ts';
import {
  participationValues,
  takePlaceIfNeeded,
  writeMainRegistration,
  writeSecondRegistration,
} from './admin-apply.ts';
import { planAdminRegistration, requireCongressRate } from './admin-plan.ts';
import { withStaffStay } from './admin-stay.ts';
import { type ChangeNotice, notifyChange } from './admin-update-notify.ts';

/**
 * The participation, locked for the transaction: one save of it at a time, and only from the version
 * the admin read (decisions 39): a save from an older read is refused before anything is judged.
 */
async function requireParticipation(tx: Transaction, session: SessionSubject, id: number, version: number) {
  const participation = await findParticipationRow(tx, id, { forUpdate: true });
  if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  assertStaffCongress(session, participation.congressId);
  if (participation.version !== version) throw staleVersion();
  return participation;
}

/** PUT: the whole registration as the admin saw and changed it, in one transaction. */
export async function updateInTransaction(
  tx: Transaction,
  session: SessionSubject,
  id: number,
  input: TManageRegistrationRequest,
  now: Date,
  /** How to tell the person of a change, when the admin asked to. */
  notice?: (tx: Transaction, congressId: number) => Promise<ChangeNotice>,
): Promise<TParticipation> {
  const participation = await requireParticipation(tx, session, id, input.version);
  const rate = await requireCongressRate(tx, participation.congressId, input.rateId);
  const before = await loadParticipationDetail(tx, id);
  const registrations = await listRegistrationsOf(tx, id);
  const main = registrations.find((row) => row.position === 1);
  const second = registrations.find((row) => row.position === 2);
  const plan = await withStaffStay(tx, planAdminRegistration(rate, input), { participation, main }, now);
  await takePlaceIfNeeded(tx, plan, { participation, main }, now);

  const [mainParticipant] = before.registrations.filter((row) => row.position === 1);
  await updateParticipant(tx, participation.mainParticipantId, {
    ...plan.main.participant,
    participantTypeId: rate.type.id,
    updatedAt: now,
  });
  assertFreshWrite(
    await updateParticipation(tx, id, participationValues(plan, participation, now), input.version),
  );
  const ids = { congressId: participation.congressId, participationId: id };
  await writeMainRegistration(
    tx,
    plan,
    { ...ids, participantId: participation.mainParticipantId },
    main,
    now,
  );
  const owner = {
    userId: mainParticipant?.participant.users?.id ?? null,
    memberUserId: mainParticipant?.participant.memberUserId ?? null,
  };
  await writeSecondRegistration(
    tx,
    plan,
    { ...ids, owner, previousRateId: participation.rateId },
    second,
    now,
  );

  const after = await loadParticipationDetail(tx, id);
  if (main?.statusRegistration !== 'cancelled' && plan.status === 'cancelled')
    await queueCancellation(tx, id);
  // The member it shared with is told whether or not the admin asked to tell this participant.
  await notifyRoomMateLeftAfter(tx, id, roomMateBefore(participation, main));
  if (input.notifyParticipant && notice)
    await notifyChange(tx, before, after, await notice(tx, participation.congressId));
  await recordAudit(tx, {
    actor: session,
    congressId: participation.congressId,
    action: 'update',
    entity: 'participation',
    entityId: id,
    before,
    after,
  });
  return after;
}
