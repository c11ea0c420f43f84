import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { congresses } from './congresses.ts';
import { rates } from './rates.ts';
import { users } from './users.ts';

/**
 * One payer for many people (decisions 49): the places are participations naming the group; the group
 * keeps who pays, the buyer its documents print and the one reference its bank transfer quotes.
 */
export const bookingGroups = pgTable(
  'booking_groups',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'restrict' }),
    payerUserId: integer('payer_user_id').references(() => users.id, { onDelete: 'set null' }),
    billingName: text('billing_name').notNull(),
    /** Where the group's e-mails go (the payer's address when they booked). */
    payerEmail: text('payer_email').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('booking_groups_reference_key').on(t.reference),
    index('booking_groups_payer_idx').on(t.payerUserId),
  ],
);
