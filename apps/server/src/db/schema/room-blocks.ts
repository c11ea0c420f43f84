import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { congresses, hotels } from './congresses.ts';

/**
 * A hotel's room block (decisions 46): per room type and night, the rooms contracted, the day after
 * which unsold rooms go back to the hotel, and the price of the night when it is an extra night
 * (before or after the congress nights; integer cents). A hotel without rows is not contracted by the
 * night: only its rates' quotas count. A hotel with rows has no room on a night or type it lacks.
 * Owned by the capacity module, which counts and takes rooms.
 */
export const roomBlocks = pgTable(
  'room_blocks',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    roomType: text('room_type', { enum: ['single', 'twin', 'double'] }).notNull(),
    night: date('night').notNull(),
    rooms: integer('rooms').notNull(),
    /** The cut-off: after this day unsold rooms of the night go back to the hotel. */
    releaseOn: date('release_on'),
    /** The release date admins were last reminded of: a changed date is reminded of again. */
    releaseRemindedOn: date('release_reminded_on'),
    extraNightPriceCents: integer('extra_night_price_cents').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('room_blocks_hotel_type_night_key').on(t.hotelId, t.roomType, t.night),
    index('room_blocks_congress_idx').on(t.congressId),
    check('room_blocks_room_type', sql`${t.roomType} in ('single','twin','double')`),
    check('room_blocks_rooms_range', sql`${t.rooms} between 0 and 100000`),
    check('room_blocks_extra_night_price_range', sql`${t.extraNightPriceCents} between 0 and 10000000`),
  ],
);
