import type { RoomingCounts, RoomingLine } from '@congress/domain/rooming-list';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { congresses, hotels } from './congresses.ts';
import { emailOutbox } from './emails.ts';
import { users } from './users.ts';

/**
 * Each rooming list sent to a hotel (decisions 47), kept: its lines as sent, so the next sending
 * marks what is new, changed or cancelled since; and its link's end. Owned by the hotels module.
 */
export const roomingListSendings = pgTable(
  'rooming_list_sendings',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentTo: text('sent_to').notNull(),
    sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    lines: jsonb('lines').$type<RoomingLine[]>().notNull(),
    counts: jsonb('counts').$type<RoomingCounts>().notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [index('rooming_list_sendings_hotel_idx').on(t.hotelId, t.sentAt)],
);
