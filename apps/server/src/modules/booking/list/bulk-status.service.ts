import type { TBulkStatusRequest, TBulkSummary } from '@congress/domain/contracts/bulk-actions';
import type { RegistrationStatus } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { type BulkTarget, runBulk } from '../../../lib/bulk-run.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { withTransactionRetry } from '../../../lib/transaction-retry.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import type { BookingModules } from '../booking-deps.ts';
import { REMOVED_BY_ADMIN_COMMENT } from '../manage/admin-apply.ts';
import { queueCancellation } from '../participations/participant-emails.ts';
import { findParticipationRow, updateParticipation } from '../participations/participations.repository.ts';
import { assertRoomsOfParticipation, lockRateForPlace } from '../../capacity/capacity.service.ts';
import { invalidateRateLists } from '../rates/rate-list-cache.ts';
import { COMPANION_REMOVED_COMMENT } from '../registrations/booking-registrations.ts';
import { holdsPlaceOn } from '../registrations/booking-state.ts';
import { writeRegistrationStatus } from '../registrations/registration-status.repository.ts';
import { listRegistrationsOf, type RegistrationRow } from '../registrations/registrations.repository.ts';
import { notifyRoomMateLeftAfter, roomMateBefore } from '../room-mates/room-mate-left.ts';
import { resolveBulkSelection } from './bulk-selection.ts';

type StatusParams = { session: SessionSubject; congressId: number; status: RegistrationStatus; now: Date };

/** A second person removed on their own (by the participant or an admin) stays removed. */
const WAS_REMOVED = new Set([COMPANION_REMOVED_COMMENT, REMOVED_BY_ADMIN_COMMENT]);

/**
 * The registrations a status choice applies to (spec 2.2): the first, and the second when there is
 * one, unless that second person was removed before.
 */
function registrationsToChange(rows: RegistrationRow[]): RegistrationRow[] {
  return rows.filter(
    (row) =>
      row.position === 1 ||
      row.statusRegistration !== 'cancelled' ||
      !WAS_REMOVED.has(row.statusComment ?? ''),
  );
}

/** One participation in its own transaction, as Manage Registration's SAVE would change its status. */
async function changeStatus(tx: Transaction, target: BulkTarget, params: StatusParams) {
  const { status, now } = params;
  const participation = await findParticipationRow(tx, target.participationId, { forUpdate: true });
  if (!participation || participation.congressId !== params.congressId)
    throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  const rows = await listRegistrationsOf(tx, participation.id);
  const main = rows.find((row) => row.position === 1);
  if (!main) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  const changing = registrationsToChange(rows).filter((row) => row.statusRegistration !== status);
  if (changing.length === 0) return 'unchanged' as const;
  // A place comes back with an active status only within the rate's quota (decisions 9, 10).
  if (status !== 'cancelled' && !holdsPlaceOn(participation, main, participation.rateId, now)) {
    const locked = await lockRateForPlace(tx, participation.rateId, now, {
      excludeParticipationId: participation.id,
    });
    if (!locked || locked.places >= locked.rate.quota)
      throw new AppError('RATE_UNAVAILABLE', MESSAGES.rateUnavailable);
    // And its room, every night of its stay (decisions 46).
    await assertRoomsOfParticipation(tx, participation.id, now);
  }
  for (const row of changing) {
    await writeRegistrationStatus(
      tx,
      row,
      { event: 'staff_set', to: status, comment: null },
      { updatedAt: now },
    );
  }
  // An admin's status keeps the place (no hold), and the write moves the version (decisions 39).
  const holdExpiresAt = status === 'cancelled' ? participation.holdExpiresAt : null;
  await updateParticipation(tx, participation.id, { holdExpiresAt, updatedAt: now });
  if (main.statusRegistration !== 'cancelled' && status === 'cancelled')
    await queueCancellation(tx, participation.id);
  await notifyRoomMateLeftAfter(tx, participation.id, roomMateBefore(participation, main));
  await recordAudit(tx, {
    actor: params.session,
    congressId: params.congressId,
    action: 'bulk-status',
    entity: 'participation',
    entityId: participation.id,
    before: { registrations: changing.map((row) => ({ id: row.id, status: row.statusRegistration })) },
    after: { registrations: changing.map((row) => ({ id: row.id, status })) },
  });
  return 'done' as const;
}

/** The participation list's "Change status" on a selection: admins of the congress. */
export function createBulkStatusService({
  db,
  clock,
  congresses,
  onUnexpected,
}: { db: Database; clock: () => Date; onUnexpected: (error: unknown) => void } & Pick<
  BookingModules,
  'congresses'
>) {
  return {
    async changeStatus(session: SessionSubject, input: TBulkStatusRequest): Promise<TBulkSummary> {
      const congress = await congresses.requireBySlug(input.congressSlug);
      assertStaffCongress(session, congress.id);
      const status = input.status;
      const { targets, refused } = await resolveBulkSelection(db, congress.id, input.selection);
      const params = { session, congressId: congress.id, status, now: clock() };
      const summary = await runBulk(
        targets,
        refused,
        (target) => withTransactionRetry(db, (tx) => changeStatus(tx, target, params)),
        onUnexpected,
      );
      if (summary.done > 0) invalidateRateLists(db);
      await recordAudit(db, {
        actor: session,
        congressId: congress.id,
        action: 'bulk-status',
        entity: 'congress',
        entityId: congress.id,
        after: { status, ...summary },
      });
      return summary;
    },
  };
}

export type BulkStatusService = ReturnType<typeof createBulkStatusService>;
