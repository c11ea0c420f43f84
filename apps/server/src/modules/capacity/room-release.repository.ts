import type { IsoDay, RoomType } from '@congress/domain/stays';
import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { roomBlocks } from '../../db/schema/index.ts';
import type { BlockRow } from './room-nights.repository.ts';

/**
 * Locks a hotel's block rows of the chosen types and nights in (night, room type) order: the same
 * order bookings lock one type's nights in, so a release and a booking queue and never deadlock.
 */
export function lockChosenBlocks(
  tx: Transaction,
  hotelId: number,
  chosen: { roomTypes: RoomType[]; nights: IsoDay[] },
): Promise<BlockRow[]> {
  return tx
    .select()
    .from(roomBlocks)
    .where(
      and(
        eq(roomBlocks.hotelId, hotelId),
        inArray(roomBlocks.roomType, chosen.roomTypes),
        inArray(roomBlocks.night, chosen.nights),
      ),
    )
    .orderBy(asc(roomBlocks.night), asc(roomBlocks.roomType))
    .for('update');
}

/** A block row's rooms contracted, set under its lock. */
export async function setBlockRooms(tx: Transaction, blockId: number, rooms: number): Promise<void> {
  await tx.update(roomBlocks).set({ rooms, updatedAt: sql`now()` }).where(eq(roomBlocks.id, blockId));
}

/**
 * Block rows whose release date falls between two days and whose admins were not yet reminded of
 * that date, locked; rows a booking holds are skipped (the next sweep takes them).
 */
export function lockBlocksToRemind(tx: Transaction, fromDay: IsoDay, toDay: IsoDay): Promise<BlockRow[]> {
  return tx
    .select()
    .from(roomBlocks)
    .where(
      and(
        between(roomBlocks.releaseOn, fromDay, toDay),
        sql`${roomBlocks.releaseRemindedOn} is distinct from ${roomBlocks.releaseOn}`,
      ),
    )
    .orderBy(asc(roomBlocks.night), asc(roomBlocks.roomType))
    .for('update', { skipLocked: true });
}

/** The rows' admins were reminded of their present release date. */
export async function markReleaseReminded(tx: Transaction, blockIds: number[]): Promise<void> {
  if (blockIds.length === 0) return;
  await tx
    .update(roomBlocks)
    .set({ releaseRemindedOn: sql`${roomBlocks.releaseOn}` })
    .where(inArray(roomBlocks.id, blockIds));
}
