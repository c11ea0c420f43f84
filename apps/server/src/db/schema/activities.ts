import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type ContentTranslations, congresses } from './congresses.ts';
import { registrations } from './participations.ts';

export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    description: text('description'),
    startDate: date('start_date').notNull(),
    startTime: time('start_time'),
    endDate: date('end_date'),
    endTime: time('end_time'),
    url: text('url'),
    quota: integer('quota'),
    isOpen: boolean('is_open').notNull().default(false),
    /** Participant type slugs, plus 'spouse' for accompanying persons (decisions 23). */
    who: text('who').array().notNull().default(sql`'{}'::text[]`),
    /** Label and description in the congress's other languages. */
    translations: jsonb('translations').$type<ContentTranslations>().notNull().default({}),
    /** Moves by one on every write; a staff write names the version it read (decisions 39). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activities_congress_idx').on(t.congressId),
    check('activities_quota_nonnegative', sql`${t.quota} is null or ${t.quota} >= 0`),
  ],
);

export const activityChoices = pgTable(
  'activity_choices',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('activity_choices_activity_registration_key').on(t.activityId, t.registrationId),
    index('activity_choices_registration_idx').on(t.registrationId),
  ],
);
