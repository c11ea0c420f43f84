import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
    /** The door's device when the check-in was made offline and synced; null when made online. */
    deviceId: text('device_id'),
  },
  (t) => [index('check_ins_congress_idx').on(t.congressId, t.checkedInAt)],
);

/**
 * Each check-in a door made offline, as its device sent it: the device's own id for the scan makes a
 * replayed queue record nothing twice. `outcome` says what it did: the check-in itself, or a
 * conflict with a check-in made at another door (both stay visible to staff).
 */
export const checkInScans = pgTable(
  'check_in_scans',
  {
    id: uuid('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    syncedBy: integer('synced_by').references(() => users.id, { onDelete: 'set null' }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
    outcome: text('outcome', { enum: ['checked_in', 'conflict'] }).notNull(),
  },
  (t) => [index('check_in_scans_congress_idx').on(t.congressId, t.outcome)],
);
