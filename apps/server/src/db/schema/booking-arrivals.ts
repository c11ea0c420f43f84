import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rates } from './rates.ts';

/**
 * The rush's queue (decisions 10): a booking that may take a place records its arrival before it
 * waits for the rate's lock, so places go in arrival order across server processes. A row waits
 * while its booking is in flight, then keeps its outcome for a day (the order can be checked).
 */
export const bookingArrivals = pgTable(
  'booking_arrivals',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    rateId: integer('rate_id')
      .notNull()
      .references(() => rates.id, { onDelete: 'cascade' }),
    /** The browser's id for its submit, which it asks the queue's position with. */
    ticket: uuid('ticket'),
    subjectKind: text('subject_kind', { enum: ['user', 'member'] }).notNull(),
    subjectId: integer('subject_id').notNull(),
    arrivedAt: timestamp('arrived_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null while waiting; then placed, refused (the rate was unavailable) or withdrawn (any other answer). */
    outcome: text('outcome', { enum: ['placed', 'refused', 'withdrawn'] }),
  },
  (t) => [
    index('booking_arrivals_waiting_idx').on(t.rateId, t.id).where(sql`outcome is null`),
    index('booking_arrivals_ticket_idx').on(t.ticket),
    index('booking_arrivals_arrived_idx').on(t.arrivedAt),
  ],
);
