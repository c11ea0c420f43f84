import { z } from 'zod';
import { defineTexts } from '../i18n/texts.ts';
import { ROOM_TYPES } from '../stays.ts';
import { ZIsoDay } from './stays.ts';

/** Messages of a hotel's room-block grid (decisions 46). */
export const ROOM_BLOCK_GRID_MESSAGES = defineTexts({
  /** `night` is a Date at noon UTC; `count` the rooms sold and held that night. */
  belowTaken:
    'On the night of {night, date, long}, {count, plural, one {# room is} other {# rooms are}} already sold or held: contract at least that many.',
  rooms: 'Enter a whole number of rooms from 0 to 100,000.',
  price: 'Enter a price from 0 to 100,000.',
  twice: 'This room type is given twice for the same night.',
  tooManyNights: 'A grid holds at most 400 nights.',
});

export const ZRoomType = z.enum(ROOM_TYPES);

/** One cell as staff read it: what is contracted (null: no row) and what stays have taken. */
export const ZRoomBlockCell = z.object({
  roomType: ZRoomType,
  night: ZIsoDay,
  contracted: z.number().int().nullable(),
  releaseOn: ZIsoDay.nullable(),
  extraNightPriceCents: z.number().int().nullable(),
  sold: z.number().int(),
  held: z.number().int(),
  free: z.number().int(),
});
export type TRoomBlockCell = z.infer<typeof ZRoomBlockCell>;

/**
 * A hotel's grid: every night with a block row or a room taken, plus the congress nights, with one
 * cell per room type and night. `version` is a fingerprint of the block rows as read (decisions 39).
 */
export const ZRoomBlockGrid = z.object({
  hotelId: z.number().int(),
  hotelName: z.string(),
  currency: z.string(),
  congressNights: z.array(ZIsoDay),
  nights: z.array(ZIsoDay),
  cells: z.array(ZRoomBlockCell),
  version: z.string(),
});
export type TRoomBlockGrid = z.infer<typeof ZRoomBlockGrid>;

/** A cell to keep: a cell the grid leaves out has its row removed. */
export const ZRoomBlockCellWrite = z.object({
  roomType: ZRoomType,
  night: ZIsoDay,
  rooms: z
    .number({ error: ROOM_BLOCK_GRID_MESSAGES.rooms })
    .int(ROOM_BLOCK_GRID_MESSAGES.rooms)
    .min(0, ROOM_BLOCK_GRID_MESSAGES.rooms)
    .max(100_000, ROOM_BLOCK_GRID_MESSAGES.rooms),
  /** The cut-off: after this day unsold rooms of the night go back to the hotel. */
  releaseOn: ZIsoDay.nullable(),
  /** Integer cents, as the table's check allows (at most 100,000.00). */
  extraNightPriceCents: z
    .number({ error: ROOM_BLOCK_GRID_MESSAGES.price })
    .int(ROOM_BLOCK_GRID_MESSAGES.price)
    .min(0, ROOM_BLOCK_GRID_MESSAGES.price)
    .max(10_000_000, ROOM_BLOCK_GRID_MESSAGES.price),
});
export type TRoomBlockCellWrite = z.infer<typeof ZRoomBlockCellWrite>;

export const ZRoomBlockGridWrite = z.object({
  version: z.string().max(100),
  cells: z
    .array(ZRoomBlockCellWrite)
    .max(ROOM_TYPES.length * 400, ROOM_BLOCK_GRID_MESSAGES.tooManyNights)
    .superRefine((cells, ctx) => {
      const seen = new Set<string>();
      cells.forEach((cell, index) => {
        const key = `${cell.roomType}/${cell.night}`;
        if (seen.has(key)) {
          ctx.addIssue({ code: 'custom', message: ROOM_BLOCK_GRID_MESSAGES.twice, path: [index, 'night'] });
        }
        seen.add(key);
      });
    }),
});
export type TRoomBlockGridWrite = z.infer<typeof ZRoomBlockGridWrite>;

/** The field a server error names for a cell: `cells.<roomType>.<night>`. */
export const roomCellField = (roomType: string, night: string) => `cells.${roomType}.${night}`;
