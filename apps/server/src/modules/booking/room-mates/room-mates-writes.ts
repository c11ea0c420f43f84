import { ROOM_MATE_MESSAGES, type TRoomMatePairRequest } from '@congress/domain/contracts/room-mates';
import { MESSAGES } from '@congress/domain/messages';
import type { Transaction } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { assertFreshWrite, staleVersion } from '../../../lib/stale-version.ts';
import { assertStaffCongress } from '../../../plugins/auth.ts';
import { recordAudit } from '../../audit/audit.service.ts';
import { REMOVED_BY_ADMIN_COMMENT } from '../manage/admin-apply.ts';
import { updateParticipant } from '../participants/participants.repository.ts';
import { findParticipationRow, updateParticipation } from '../participations/participations.repository.ts';
import { writeRegistrationStatus } from '../registrations/registration-status.repository.ts';
import { listRegistrationsOf } from '../registrations/registrations.repository.ts';
import type { ChangeNotice } from '../manage/admin-update-notify.ts';
import { findSharingState, type RoomMateRecord } from './room-mates.repository.ts';
import { notifyRoomMateChange } from './room-mates-notify.ts';

/** How to tell the people of the change: the congress and the site's address, read in the write's transaction. */
export type NoticeOf = (tx: Transaction, congressId: number) => Promise<ChangeNotice>;

const conflict = (message: string) => new AppError('CONFLICT', message);
const memberKey = (value: string | null) => (value ?? '').trim().toUpperCase();

/**
 * Locks the participation (callers lock in id order), checks the staff member's congress and the
 * version read (decisions 39), and answers its sharing state while it still waits in the queue.
 */
async function lockQueued(
  tx: Transaction,
  session: SessionSubject,
  id: number,
  version: number,
  now: Date,
): Promise<RoomMateRecord> {
  const participation = await findParticipationRow(tx, id, { forUpdate: true });
  if (!participation) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
  assertStaffCongress(session, participation.congressId);
  if (participation.version !== version) throw staleVersion();
  const state = await findSharingState(tx, id, now);
  if (!state || state.state === 'matched') throw conflict(ROOM_MATE_MESSAGES.notQueued);
  return state;
}

const sharingOf = (row: RoomMateRecord) => ({
  roomMate: `${row.mate_first_name} ${row.mate_last_name}`.trim(),
  roomMateMemberNumber: row.mate_number,
});

/** One side of a pair: it names the other, on the participation and on its position-2 person. */
async function nameRoomMate(
  tx: Transaction,
  session: SessionSubject,
  own: RoomMateRecord,
  mate: RoomMateRecord,
  now: Date,
) {
  const name = { firstName: mate.first_name, lastName: mate.last_name, memberNumber: mate.member_number };
  const second = (await listRegistrationsOf(tx, own.id)).find((row) => row.position === 2);
  if (second) await updateParticipant(tx, second.participantId, { ...name, updatedAt: now });
  const values = {
    accompanyingFirstName: name.firstName,
    accompanyingLastName: name.lastName,
    accompanyingMemberNumber: name.memberNumber,
    updatedAt: now,
  };
  // The version moves (decisions 39); a write from an older read changes nothing.
  assertFreshWrite(await updateParticipation(tx, own.id, values, own.version));
  await recordAudit(tx, {
    actor: session,
    congressId: own.congress_id,
    action: 'pair-room-mates',
    entity: 'participation',
    entityId: own.id,
    before: sharingOf(own),
    after: { roomMate: `${name.firstName} ${name.lastName}`, roomMateMemberNumber: name.memberNumber },
  });
}

/**
 * Two waiting requests become each other's room-mate, in one transaction. No capacity check: a
 * matched pair is one room (decisions 46), so the later of the two stops counting on the nights both
 * stay; pairing only frees rooms. Answers the congress.
 */
export async function pairInTransaction(
  tx: Transaction,
  session: SessionSubject,
  input: TRoomMatePairRequest,
  now: Date,
  notice: NoticeOf,
): Promise<number> {
  const { first, second } = input;
  if (first.participationId === second.participationId) {
    // Read (and its congress checked) before the answer, so nobody learns of another congress's request.
    await lockQueued(tx, session, first.participationId, first.version, now);
    throw conflict(ROOM_MATE_MESSAGES.samePerson);
  }
  // Locked in id order, so two pairings of the same requests cannot deadlock.
  const ordered = [first, second].sort((a, b) => a.participationId - b.participationId);
  const locked: RoomMateRecord[] = [];
  for (const side of ordered)
    locked.push(await lockQueued(tx, session, side.participationId, side.version, now));
  const [a, b] = locked as [RoomMateRecord, RoomMateRecord];
  if (a.congress_id !== b.congress_id) throw conflict(ROOM_MATE_MESSAGES.otherCongress);
  if (a.hotel_id !== b.hotel_id || a.room_option !== b.room_option)
    throw conflict(ROOM_MATE_MESSAGES.otherRoom);
  // A member rate's booker has a member number; one without could not be named back by anyone.
  if (!a.member_number || !b.member_number || memberKey(a.member_number) === memberKey(b.member_number))
    throw conflict(ROOM_MATE_MESSAGES.samePerson);
  await nameRoomMate(tx, session, a, b, now);
  await nameRoomMate(tx, session, b, a, now);
  const told = await notice(tx, a.congress_id);
  await notifyRoomMateChange(tx, a.id, told);
  await notifyRoomMateChange(tx, b.id, told);
  return a.congress_id;
}

/**
 * A waiting request withdrawn: the room-mate's registration (position 2) is cancelled as Manage
 * Registration removes a second person, the named member cleared. The booker keeps the room, which
 * already counts, at the price already asked (decisions 12: the first participant's only).
 */
export async function releaseInTransaction(
  tx: Transaction,
  session: SessionSubject,
  id: number,
  version: number,
  now: Date,
  notice: NoticeOf,
): Promise<number> {
  const own = await lockQueued(tx, session, id, version, now);
  const values = {
    accompanyingFirstName: null,
    accompanyingLastName: null,
    accompanyingMemberNumber: null,
    updatedAt: now,
  };
  // The compare-and-set first: the registration's write below moves the version again.
  assertFreshWrite(await updateParticipation(tx, id, values, version));
  const second = (await listRegistrationsOf(tx, id)).find((row) => row.position === 2);
  if (second && second.statusRegistration !== 'cancelled') {
    const removed = { event: 'second_removed', to: 'cancelled', comment: REMOVED_BY_ADMIN_COMMENT } as const;
    await writeRegistrationStatus(tx, second, removed, { updatedAt: now });
  }
  await recordAudit(tx, {
    actor: session,
    congressId: own.congress_id,
    action: 'release-room-mate',
    entity: 'participation',
    entityId: id,
    before: sharingOf(own),
    after: { roomMate: null, roomMateMemberNumber: null },
  });
  await notifyRoomMateChange(tx, id, await notice(tx, own.congress_id));
  return own.congress_id;
}
