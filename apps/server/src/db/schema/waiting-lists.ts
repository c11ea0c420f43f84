import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities.ts';
import { congresses } from './congresses.ts';
import { registrations } from './participations.ts';
import { rates } from './rates.ts';
import { memberUsers, users } from './users.ts';

/**
 * A place in line for a sold-out rate or a full activity. An offered entry holds one
 * place until `offerExpiresAt` (it counts against the quota like a booking); the link in its e-mail
 * carries a token whose hash alone is stored.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    /** Exactly one of rate and activity. */
    rateId: integer('rate_id').references(() => rates.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    /** The signed-in participant who joined: a user or a member of the book (exactly one). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    memberUserId: integer('member_user_id').references(() => memberUsers.id, { onDelete: 'cascade' }),
    /** For an activity: the person (main or companion) the place is for. */
    registrationId: integer('registration_id').references(() => registrations.id, {
      onDelete: 'cascade',
    }),
    /** Order in line, smallest first; the admin reorders by rewriting it. */
    position: integer('position').notNull(),
    status: text('status', {
      enum: ['waiting', 'offered', 'accepted', 'expired', 'withdrawn'],
    })
      .notNull()
      .default('waiting'),
    offerTokenHash: text('offer_token_hash'),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The staff member who offered a place by hand; null when the freed place offered it. */
    offeredBy: integer('offered_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('waiting_list_entries_rate_user_key')
      .on(t.rateId, t.userId)
      .where(sql`${t.rateId} is not null and ${t.status} in ('waiting','offered')`),
    uniqueIndex('waiting_list_entries_rate_member_key')
      .on(t.rateId, t.memberUserId)
      .where(sql`${t.rateId} is not null and ${t.status} in ('waiting','offered')`),
    uniqueIndex('waiting_list_entries_activity_registration_key')
      .on(t.activityId, t.registrationId)
      .where(sql`${t.activityId} is not null and ${t.status} in ('waiting','offered')`),
    uniqueIndex('waiting_list_entries_offer_token_key').on(t.offerTokenHash),
    index('waiting_list_entries_rate_idx').on(t.rateId, t.status, t.position),
    index('waiting_list_entries_activity_idx').on(t.activityId, t.status, t.position),
    index('waiting_list_entries_user_idx').on(t.userId),
    check('waiting_list_entries_one_owner', sql`(${t.userId} is null) <> (${t.memberUserId} is null)`),
    check('waiting_list_entries_one_subject', sql`(${t.rateId} is null) <> (${t.activityId} is null)`),
    check(
      'waiting_list_entries_activity_person',
      sql`${t.activityId} is null or ${t.registrationId} is not null`,
    ),
    check(
      'waiting_list_entries_status',
      sql`${t.status} in ('waiting','offered','accepted','expired','withdrawn')`,
    ),
    check(
      'waiting_list_entries_offer_complete',
      sql`${t.status} <> 'offered' or (${t.offerTokenHash} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
