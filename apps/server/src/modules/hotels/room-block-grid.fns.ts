import type { TRoomBlockCell, TRoomBlockCellWrite } from '@congress/domain/contracts/room-block-grid';
import { addDays, daysBetween, freeRooms, type IsoDay, ROOM_TYPES } from '@congress/domain/stays';
import { createHash } from 'node:crypto';
import type { BlockRow, RoomUse } from '../capacity/capacity.service.ts';

/** The longest run of nights the grid fills between its first and last night. */
const MAX_SPAN = 400;

const cellKey = (roomType: string, night: IsoDay) => `${roomType}/${night}`;

/** Every night with a row or a room taken, plus the congress nights; the gaps between filled in. */
export function gridNights(blocks: BlockRow[], use: RoomUse[], congressNights: IsoDay[]): IsoDay[] {
  const all = [...new Set([...blocks.map((b) => b.night), ...use.map((u) => u.night), ...congressNights])];
  all.sort();
  const first = all[0];
  const last = all.at(-1);
  if (first === undefined || last === undefined) return [];
  const span = daysBetween(first, last) + 1;
  if (span > MAX_SPAN) return all;
  return Array.from({ length: span }, (_, i) => addDays(first, i));
}

/** One cell per night and room type: contracted null where the hotel has no row. */
export function gridCells(nights: IsoDay[], blocks: BlockRow[], use: RoomUse[]): TRoomBlockCell[] {
  const blockOf = new Map(blocks.map((block) => [cellKey(block.roomType, block.night), block]));
  const useOf = new Map(use.map((row) => [cellKey(row.roomType, row.night), row]));
  return nights.flatMap((night) =>
    ROOM_TYPES.map((roomType) => {
      const block = blockOf.get(cellKey(roomType, night));
      const taken = useOf.get(cellKey(roomType, night));
      const sold = taken?.sold ?? 0;
      const held = taken?.held ?? 0;
      return {
        roomType,
        night,
        contracted: block?.rooms ?? null,
        releaseOn: block?.releaseOn ?? null,
        extraNightPriceCents: block?.extraNightPriceCents ?? null,
        sold,
        held,
        free: freeRooms({ contracted: block?.rooms ?? 0, sold, held }),
      };
    }),
  );
}

/** What a block row says, as the grid writes it. */
export const valuesOf = (block: BlockRow): TRoomBlockCellWrite => ({
  roomType: block.roomType,
  night: block.night,
  rooms: block.rooms,
  releaseOn: block.releaseOn,
  extraNightPriceCents: block.extraNightPriceCents,
});

/** The grid's version (decisions 39): a fingerprint of the hotel's rows, whatever order they come in. */
export function gridVersion(blocks: BlockRow[]): string {
  const rows = blocks
    .map(valuesOf)
    .sort((a, b) => cellKey(a.roomType, a.night).localeCompare(cellKey(b.roomType, b.night)));
  return createHash('sha256').update(JSON.stringify(rows)).digest('base64url').slice(0, 22);
}

export type GridChanges = {
  inserted: TRoomBlockCellWrite[];
  updated: { id: number; before: TRoomBlockCellWrite; after: TRoomBlockCellWrite }[];
  deleted: BlockRow[];
};

/** The rows to insert, update and delete so that the hotel's rows are the grid's cells. */
export function gridChanges(before: BlockRow[], cells: TRoomBlockCellWrite[]): GridChanges {
  const beforeOf = new Map(before.map((block) => [cellKey(block.roomType, block.night), block]));
  const kept = new Set(cells.map((cell) => cellKey(cell.roomType, cell.night)));
  const changes: GridChanges = { inserted: [], updated: [], deleted: [] };
  for (const cell of cells) {
    const block = beforeOf.get(cellKey(cell.roomType, cell.night));
    if (!block) changes.inserted.push(cell);
    else if (
      block.rooms !== cell.rooms ||
      block.releaseOn !== cell.releaseOn ||
      block.extraNightPriceCents !== cell.extraNightPriceCents
    ) {
      changes.updated.push({ id: block.id, before: valuesOf(block), after: cell });
    }
  }
  changes.deleted = before.filter((block) => !kept.has(cellKey(block.roomType, block.night)));
  return changes;
}

/**
 * The cells the grid would take below what stays have sold and held: a cell refuses only when it
 * lowers the rooms (a cell left out has none; a hotel without rows was not counted by the night).
 */
export function cellsBelowTaken(
  before: BlockRow[],
  cells: TRoomBlockCellWrite[],
  use: RoomUse[],
): { roomType: string; night: IsoDay; taken: number }[] {
  const wasCounted = before.length > 0;
  const beforeOf = new Map(before.map((block) => [cellKey(block.roomType, block.night), block.rooms]));
  const afterOf = new Map(cells.map((cell) => [cellKey(cell.roomType, cell.night), cell.rooms]));
  return use
    .map((row) => ({ roomType: row.roomType, night: row.night, taken: row.sold + row.held }))
    .filter(({ roomType, night, taken }) => {
      const after = afterOf.get(cellKey(roomType, night)) ?? 0;
      const previous = beforeOf.get(cellKey(roomType, night)) ?? (wasCounted ? 0 : Infinity);
      return after < taken && after < previous;
    });
}
