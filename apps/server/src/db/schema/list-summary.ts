import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { participations } from './participations.ts';

/**
 * What the participation list filters, counts and sorts by, one narrow row per participation that has
 * a main registration: its main registration's status, hotel and room, its payment status
 * (decisions 41, `payment-status.ts` of the domain, read from the statement), its amount due (decisions 31, the account statement's due in SQL), the sort keys of
 * its name and what the sharing filter reads (decisions 21). The database keeps it: the
 * triggers of the migration refresh a row in the transaction that writes any value it is made of,
 * whichever module writes, so the list reads one indexed table instead of joining five.
 */
export const participationListSummary = pgTable(
  'participation_list_summary',
  {
    participationId: integer('participation_id')
      .primaryKey()
      .references(() => participations.id, { onDelete: 'cascade' }),
    congressId: integer('congress_id').notNull(),
    registrationStatus: text('registration_status').notNull(),
    paymentStatus: text('payment_status').notNull(),
    dueCents: integer('due_cents').notNull(),
    hotelId: integer('hotel_id').notNull(),
    roomOption: text('room_option').notNull(),
    participantTypeId: integer('participant_type_id'),
    lastNameKey: text('last_name_key').notNull(),
    firstNameKey: text('first_name_key').notNull(),
    memberNumber: text('member_number'),
    accompanyingMemberNumber: text('accompanying_member_number'),
    /** The rate's second person is a member and the participation names them (decisions 21). */
    sharesRoom: boolean('shares_room').notNull(),
  },
  (t) => [
    index('participation_list_summary_name_idx').on(
      t.congressId,
      t.lastNameKey,
      t.firstNameKey,
      t.participationId,
    ),
    index('participation_list_summary_status_idx').on(t.congressId, t.registrationStatus, t.paymentStatus),
    index('participation_list_summary_member_idx').on(t.congressId, t.memberNumber),
  ],
);
