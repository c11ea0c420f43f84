import {
  ROOM_BLOCK_GRID_MESSAGES,
  roomCellField,
  type TRoomBlockCellWrite,
  type TRoomBlockGrid,
} from '@congress/domain/contracts/room-block-grid';
import { fromCents, toCents, withDecimalPoint } from '@congress/domain/money';
import { addDays, type IsoDay, ROOM_TYPES, type RoomType } from '@congress/domain/stays';

/*
 * The grid as typed, before it is saved: rooms per cell as text (empty: no row), and per room type
 * the extra-night price and release date. A type's terms apply to all its nights once edited; until
 * then each night keeps its own (a block may release night by night), and new nights take them.
 */

export type TypeTerms = {
  price: string;
  releaseOn: string;
  isPriceEdited: boolean;
  isReleaseEdited: boolean;
};

export type GridDraft = {
  nights: IsoDay[];
  rooms: Record<string, string>;
  terms: Record<RoomType, TypeTerms>;
};

/** A field's key: a cell's is the server's own (`cells.<type>.<night>`). */
export const cellKey = roomCellField;
export const termsKey = (roomType: RoomType, field: 'price' | 'releaseOn') => `terms.${roomType}.${field}`;

export function draftOf(grid: TRoomBlockGrid): GridDraft {
  const rooms: Record<string, string> = {};
  for (const cell of grid.cells) {
    rooms[cellKey(cell.roomType, cell.night)] = cell.contracted === null ? '' : String(cell.contracted);
  }
  const terms = Object.fromEntries(
    ROOM_TYPES.map((roomType) => {
      const first = grid.cells.find((cell) => cell.roomType === roomType && cell.contracted !== null);
      return [
        roomType,
        {
          price: first?.extraNightPriceCents != null ? fromCents(first.extraNightPriceCents) : '',
          releaseOn: first?.releaseOn ?? '',
          isPriceEdited: false,
          isReleaseEdited: false,
        },
      ];
    }),
  ) as Record<RoomType, TypeTerms>;
  return { nights: grid.nights, rooms, terms };
}

/** One more night before the first or after the last (today when the grid has none). */
export function withNight(draft: GridDraft, side: 'before' | 'after', today: IsoDay): GridDraft {
  const first = draft.nights[0];
  const last = draft.nights.at(-1);
  if (first === undefined || last === undefined) return { ...draft, nights: [today] };
  return {
    ...draft,
    nights: side === 'before' ? [addDays(first, -1), ...draft.nights] : [...draft.nights, addDays(last, 1)],
  };
}

const ROOMS = /^\d{1,6}$/;

/** The rooms typed in a cell, or null when it is empty or not a whole number. */
export const roomsOf = (text: string | undefined): number | null =>
  text !== undefined && ROOMS.test(text.trim()) ? Number(text.trim()) : null;

export type DraftCheck = { cells: TRoomBlockCellWrite[]; errors: Record<string, string> };

/** The cells to send, or the shared texts of what is wrong, by field key. */
export function checkDraft(draft: GridDraft, grid: TRoomBlockGrid): DraftCheck {
  const errors: Record<string, string> = {};
  const cells: TRoomBlockCellWrite[] = [];
  const saved = new Map(grid.cells.map((cell) => [cellKey(cell.roomType, cell.night), cell]));
  for (const roomType of ROOM_TYPES) {
    const terms = draft.terms[roomType];
    let priceCents = 0;
    try {
      priceCents = terms.price.trim() === '' ? 0 : toCents(withDecimalPoint(terms.price));
      if (priceCents > 10_000_000) throw new Error('too high');
    } catch {
      errors[termsKey(roomType, 'price')] = ROOM_BLOCK_GRID_MESSAGES.price;
    }
    for (const night of draft.nights) {
      const key = cellKey(roomType, night);
      const text = draft.rooms[key] ?? '';
      if (text.trim() === '') continue;
      const rooms = roomsOf(text);
      if (rooms === null || rooms > 100_000) {
        errors[key] = ROOM_BLOCK_GRID_MESSAGES.rooms;
        continue;
      }
      const before = saved.get(key);
      const isSaved = before?.contracted != null;
      cells.push({
        roomType,
        night,
        rooms,
        releaseOn: isSaved && !terms.isReleaseEdited ? (before?.releaseOn ?? null) : terms.releaseOn || null,
        extraNightPriceCents:
          isSaved && !terms.isPriceEdited ? (before?.extraNightPriceCents ?? 0) : priceCents,
      });
    }
  }
  return { cells, errors };
}

/** The server's field errors by our keys: `cells.<index>.<field>` names the index of the cell sent. */
export function serverErrorsOf(
  fields: Record<string, string> | undefined,
  sent: TRoomBlockCellWrite[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields ?? {})) {
    const [, index, name] = /^cells\.(\d+)\.(\w+)$/.exec(field) ?? [];
    const cell = index === undefined ? undefined : sent[Number(index)];
    if (!cell) errors[field] = message;
    else if (name === 'extraNightPriceCents') errors[termsKey(cell.roomType, 'price')] = message;
    else if (name === 'releaseOn') errors[termsKey(cell.roomType, 'releaseOn')] = message;
    else errors[cellKey(cell.roomType, cell.night)] = message;
  }
  return errors;
}
