import type { IsoDay, RoomType } from '@congress/domain/stays';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { roomBlocks } from '../../db/schema/index.ts';
import type { BlockRow } from './room-nights.repository.ts';

/** The advisory lock space of a hotel's rooms (its second key is the hotel's id). */
export const HOTEL_ROOMS_LOCK = 46;

/**
 * A booking at a hotel without block rows waits for a first save of them under way, and holds it off
 * until the booking commits: the save then counts the booking (lockHotelBlocks).
 */
export async function shareHotelRooms(tx: Transaction, hotelId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(${HOTEL_ROOMS_LOCK}, ${hotelId})`);
}

/*
 * Staff writes of a hotel's block rows (decisions 46). The caller holds the locks of
 * `lockHotelBlocks` and has checked each row against what stays have taken.
 */

/**
 * Locks every block row of a hotel in night order, then room type: the order bookings lock a room
 * type's nights in (lockRoomNights), so a grid write and a booking queue and never deadlock. First
 * the hotel's rooms lock, alone: a hotel without rows yet has none to lock, and its first save must
 * wait for the bookings under way there, which take it shared (shareHotelRooms), to count them.
 */
export async function lockHotelBlocks(tx: Transaction, hotelId: number): Promise<BlockRow[]> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOTEL_ROOMS_LOCK}, ${hotelId})`);
  return tx
    .select()
    .from(roomBlocks)
    .where(eq(roomBlocks.hotelId, hotelId))
    .orderBy(asc(roomBlocks.night), asc(roomBlocks.roomType))
    .for('update');
}

export type BlockValues = {
  roomType: RoomType;
  night: IsoDay;
  rooms: number;
  releaseOn: IsoDay | null;
  extraNightPriceCents: number;
};

export async function insertBlocks(
  tx: Transaction,
  hotel: { hotelId: number; congressId: number },
  values: BlockValues[],
): Promise<void> {
  if (values.length === 0) return;
  await tx.insert(roomBlocks).values(values.map((value) => ({ ...hotel, ...value })));
}

export async function updateBlock(tx: Transaction, id: number, values: BlockValues): Promise<void> {
  await tx
    .update(roomBlocks)
    .set({
      rooms: values.rooms,
      releaseOn: values.releaseOn,
      extraNightPriceCents: values.extraNightPriceCents,
      updatedAt: sql`now()`,
    })
    .where(eq(roomBlocks.id, id));
}

export async function deleteBlocks(tx: Transaction, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(roomBlocks).where(inArray(roomBlocks.id, ids));
}
