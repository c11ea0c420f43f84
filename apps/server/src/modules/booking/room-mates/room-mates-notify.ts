import type { Transaction } from '../../../db/database.ts';
import { type ChangeNotice, enqueueChangeEmail } from '../manage/admin-update-notify.ts';
import { loadParticipationDetail } from '../participations/participation-query.service.ts';

/**
 * Tells the person their room-mate changed (paired: the name; released: none), with Manage
 * Registration's "registration changed" e-mail, which lists the room-mate, in their language; queued
 * in the write's transaction so it exists exactly when the change does.
 */
export async function notifyRoomMateChange(tx: Transaction, participationId: number, notice: ChangeNotice) {
  await enqueueChangeEmail(tx, await loadParticipationDetail(tx, participationId), notice);
}
