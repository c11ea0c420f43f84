import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { congresses } from './congresses.ts';
import { registrations } from './participations.ts';
import { users } from './users.ts';

/**
 * A person (a registration: main or companion) checked in at the door. The primary key
 * makes a check-in happen once, whichever of two scanners is first.
 */
export const checkIns = pgTable(
  'check_ins',
  {
    registrationId: integer('registration_id')
      .primaryKey()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }).notNull().defaultNow(),
    checkedInBy: integer('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('check_ins_congress_idx').on(t.congressId, t.checkedInAt)],
);
