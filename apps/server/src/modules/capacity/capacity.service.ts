import { hasPlaceLeft } from '@congress/domain/activities';
import { ACTIVITY_MESSAGES } from '@congress/domain/contracts/activities';
import { ROOM_MESSAGES } from '@congress/domain/contracts/room-blocks';
import { hasRoomLeft, type IsoDay, nightsOf } from '@congress/domain/stays';
import type { Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countChosen,
  countOffered,
  type LockedActivityRow,
  lockActivities,
} from './activity-places.repository.ts';
import { findParticipationRoom } from './participation-room.repository.ts';
import { lockRateForPlace } from './rate-places.repository.ts';
import { hasBlocks, lockRoomNights, nightsHeldByMate, type StayRequest } from './room-nights.repository.ts';
import { shareHotelRooms } from './room-block-writes.repository.ts';

/*
 * The capacity module's public surface: the one place that counts and takes places (decisions 9),
 * on rates and activities, and the one writer of waiting-list entries, whose offers hold places.
 * Every place is taken under the lock of its rate or activity row, in the caller's transaction, so
 * the count and the write are one (pretix's quotas.py is the model). It imports no other module:
 * booking, activities, payments and waiting lists all take their places here. The entries are
 * capacity's, not waiting-lists': a booking or a choice consumes its offer in the transaction that
 * takes the place, and waiting-lists imports booking and activities, so only a module below all
 * three can be their one writer without an import cycle.
 */

/** Rates: places in force, pending changes onto them and live offers (rate-places.repository.ts). */
export {
  countLiveOffersByRate,
  countPlaces,
  countPlacesByRate,
  lockRateForPlace,
  type PlaceCountOptions,
  placeHoldersSql,
} from './rate-places.repository.ts';
/** Activities: rows locked for a choice, choices that hold a place, live offers. */
export { countChosen, countOffered, type LockedActivityRow, lockActivities };
/** Waiting-list entries: the lines, their offers, and what a booking or a choice does to them. */
export {
  type EntryRow,
  expireOffers,
  findEntry,
  findEntryByTokenHash,
  findLiveEntry,
  insertEntry,
  type LineRef,
  linesWithWaiting,
  listLine,
  listOwnEntries,
  markOffered,
  type Owner,
  renewOfferToken,
  setPosition,
  setStatus,
  settleOffersOnChoice,
} from './waiting-entries.repository.ts';
export { acceptOffer, findOfferForBooking, findOwnLiveOffer } from './offer-claims.ts';
/** Rooms night by night (decisions 46): hotel blocks, and the rooms stays sell and hold. */
export {
  type BlockRow,
  countRoomUse,
  hasBlocks,
  listBlocks,
  lockRoomNights,
  type RoomUse,
  type RoomUseFilter,
  type StayRequest,
} from './room-nights.repository.ts';
/** Releasing unsold rooms (a hotel's chosen block rows locked, then reduced) and reminding of release dates. */
export {
  lockBlocksToRemind,
  lockChosenBlocks,
  markReleaseReminded,
  setBlockRooms,
} from './room-release.repository.ts';
/** Staff edits of a hotel's blocks (the room-block grid), under the locks of all its rows. */
export {
  type BlockValues,
  deleteBlocks,
  insertBlocks,
  lockHotelBlocks,
  updateBlock,
} from './room-block-writes.repository.ts';
export { findParticipationRoom };

/**
 * Under the locks of the block's nights (taken after the rate's, always in night order): the first
 * full night of the stay, or null when every night has a room. A hotel without blocks is not counted
 * by the night; a stay without nights (a congress without dates) takes no room.
 * `excludeParticipationId` is the participation being booked or changed: the rooms it holds are its
 * own. `held` is the room it holds now: a change checks only the nights it adds (a block reduced
 * below its sales does not refuse a change that keeps its nights). A member naming a room-mate
 * (`request.sharing`) needs no room on the nights the mate, having named them back, holds one: two
 * members who name each other are one room (decisions 46).
 */
export async function firstFullNight(
  tx: Transaction,
  request: StayRequest | null,
  now: Date,
  excludeParticipationId?: number,
  held?: StayRequest | null,
): Promise<IsoDay | null> {
  if (!request) return null;
  if (!(await hasBlocks(tx, request.hotelId))) {
    // A first save of the hotel's blocks may be under way: wait for it, then look again.
    await shareHotelRooms(tx, request.hotelId);
    if (!(await hasBlocks(tx, request.hotelId))) return null;
  }
  const kept =
    held && held.hotelId === request.hotelId && held.roomType === request.roomType
      ? new Set(nightsOf(held.stay))
      : new Set<IsoDay>();
  const asked = nightsOf(request.stay).filter((night) => !kept.has(night));
  if (asked.length === 0) return null;
  // The block rows are locked before the mate is read: a mate booking at the same time has committed.
  const cells = await lockRoomNights(tx, { ...request, nights: asked }, now, excludeParticipationId);
  const shared = request.sharing
    ? await nightsHeldByMate(
        tx,
        { hotelId: request.hotelId, roomType: request.roomType, nights: asked, mates: request.sharing },
        now,
        excludeParticipationId,
      )
    : new Set<IsoDay>();
  const nights = asked.filter((night) => !shared.has(night));
  const full = nights.find((night) => {
    const cell = cells.get(night);
    return !cell || !hasRoomLeft(cell);
  });
  return full ?? null;
}

/** The 409 of a full night, naming it (a Date at noon UTC, so no time zone moves the day). */
export function nightFullError(night: IsoDay): AppError {
  return new AppError('CONFLICT', ROOM_MESSAGES.nightFull, {
    values: { night: new Date(`${night}T12:00:00Z`) },
  });
}

/** Refuses the stay with 409 naming its first full night (see firstFullNight). */
export async function assertRoomsForStay(
  tx: Transaction,
  request: StayRequest | null,
  now: Date,
  excludeParticipationId?: number,
  held?: StayRequest | null,
): Promise<void> {
  const full = await firstFullNight(tx, request, now, excludeParticipationId, held);
  if (full !== null) throw nightFullError(full);
}

/**
 * A participation that takes its place again (a hold revived, a status made active) takes its room
 * again: every night of its stay, under the block rows' locks, after the rate's. 409 when one is full.
 */
export async function assertRoomsOfParticipation(
  tx: Transaction,
  participationId: number,
  now: Date,
): Promise<void> {
  const room = await findParticipationRoom(tx, participationId);
  await assertRoomsForStay(tx, room, now, participationId);
}

/** Under the rate's lock: whether a place and a room are left for this participation (a late card success). */
export async function hasFreePlace(
  tx: Transaction,
  rateId: number,
  participationId: number,
  now: Date,
): Promise<boolean> {
  const locked = await lockRateForPlace(tx, rateId, now, { excludeParticipationId: participationId });
  if (locked === null || locked.places >= locked.rate.quota) return false;
  // Its room too, every night of its stay (decisions 46), under the block rows' locks.
  const room = await findParticipationRoom(tx, participationId);
  return (await firstFullNight(tx, room, now, participationId)) === null;
}

/** The activity row locked for the transaction, with its places: choices and live offers. */
export async function lockActivityPlaces(tx: Transaction, activityId: number) {
  const [activity] = await lockActivities(tx, [activityId]);
  if (!activity) return null;
  const chosen = (await countChosen(tx, { activityIds: [activityId] })).get(activityId) ?? 0;
  const offered = (await countOffered(tx, [activityId])).get(activityId) ?? 0;
  return { activity, places: chosen + offered };
}
export type LockedActivityPlaces = NonNullable<Awaited<ReturnType<typeof lockActivityPlaces>>>;

/**
 * The activities a registration adds, locked by the caller, must each have a place left: choices
 * and live waiting-list offers hold places, but not this person's own offers.
 */
export async function assertActivityPlaces(
  tx: Transaction,
  registrationId: number,
  added: LockedActivityRow[],
): Promise<void> {
  const addedIds = added.map((a) => a.id);
  const taken = await countChosen(tx, { activityIds: addedIds });
  const offered = await countOffered(tx, addedIds, registrationId);
  const placesOf = (id: number) => (taken.get(id) ?? 0) + (offered.get(id) ?? 0);
  const full = added.find((a) => !hasPlaceLeft({ quota: a.quota, chosen: placesOf(a.id) }));
  if (full) throw new AppError('CONFLICT', ACTIVITY_MESSAGES.full);
}
