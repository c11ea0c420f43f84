import type { IsoDay, RoomType } from '@congress/domain/stays';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { roomBlocks } from '../../db/schema/index.ts';
import type { BlockRow } from './room-nights.repository.ts';

/*
 * Staff writes of a hotel's block rows (decisions 46). The caller holds the locks of
 * `lockHotelBlocks` and has checked each row against what stays have taken.
 */

/**
 * Locks every block row of a hotel in night order, then room type: the order bookings lock a room
 * type's nights in (lockRoomNights), so a grid write and a booking queue and never deadlock.
 */
export function lockHotelBlocks(tx: Transaction, hotelId: number): Promise<BlockRow[]> {
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
