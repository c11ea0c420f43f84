import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { type ContentTranslations, congresses, hotels, participantTypes, sections } from './congresses.ts';

export const rates = pgTable(
  'rates',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    hotelId: integer('hotel_id')
      .notNull()
      .references(() => hotels.id, { onDelete: 'restrict' }),
    /** Section restriction: only members of this section may take the rate. */
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'set null' }),
    label: text('label').notNull(),
    quota: integer('quota').notNull(),
    roomOption: text('room_option', { enum: ['single', 'twin/double'] }).notNull(),
    isOpened: boolean('is_opened').notNull().default(false),
    isEarlyBird: boolean('is_early_bird').notNull().default(false),
    openDate: timestamp('open_date', { withTimezone: true }),
    closeDate: timestamp('close_date', { withTimezone: true }),
    comment: varchar('comment', { length: 200 }),
    firstParticipantTypeId: integer('first_participant_type_id')
      .notNull()
      .references(() => participantTypes.id, { onDelete: 'restrict' }),
    secondParticipantType: text('second_participant_type', { enum: ['member', 'accompany'] }),
    firstParticipantPrice: numeric('first_participant_price', { precision: 8, scale: 2 }).notNull(),
    secondParticipantPrice: numeric('second_participant_price', { precision: 8, scale: 2 }),
    /**
     * The part of the first participant price that is the registration fee; the rest is accommodation
     * (decisions 45). Null on rates written before: the whole price was billed as one, the fee.
     */
    registrationFee: numeric('registration_fee', { precision: 8, scale: 2 }),
    /** Label and comment in the congress's other languages. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    /** Moves by one on every write; a staff write names the version it read (decisions 39). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('rates_congress_idx').on(t.congressId),
    check('rates_quota_nonnegative', sql`${t.quota} >= 0`),
    check('rates_room_option', sql`${t.roomOption} in ('single','twin/double')`),
    check(
      'rates_second_type',
      sql`${t.secondParticipantType} is null or ${t.secondParticipantType} in ('member','accompany')`,
    ),
    check(
      'rates_first_price_range',
      sql`${t.firstParticipantPrice} >= 0 and ${t.firstParticipantPrice} <= 1000`,
    ),
    check(
      'rates_second_price_range',
      sql`${t.secondParticipantPrice} is null or (${t.secondParticipantPrice} >= 0 and ${t.secondParticipantPrice} <= 1000)`,
    ),
    check(
      'rates_registration_fee_range',
      sql`${t.registrationFee} is null or (${t.registrationFee} >= 0 and ${t.registrationFee} <= ${t.firstParticipantPrice})`,
    ),
    check(
      'rates_dates_order',
      sql`${t.openDate} is null or ${t.closeDate} is null or ${t.closeDate} > ${t.openDate}`,
    ),
  ],
);
