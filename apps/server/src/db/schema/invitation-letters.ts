import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { congresses } from './congresses.ts';
import { storedFiles } from './files.ts';
import { participations } from './participations.ts';
import { users } from './users.ts';

/** What an issued letter says, kept as it was issued: the letter never changes afterwards. */
export type InvitationLetterDetails = Record<string, unknown>;

/**
 * A visa invitation letter: requested by the participant of a confirmed registration,
 * approved or refused by staff when the congress asks for approval, then issued once as a PDF.
 */
export const invitationLetters = pgTable(
  'invitation_letters',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    /** Printed on the letter and looked up by the verification page, e.g. "LIS26-000123". */
    reference: text('reference').notNull(),
    status: text('status', { enum: ['requested', 'issued', 'refused'] })
      .notNull()
      .default('requested'),
    language: text('language', { enum: ['en', 'fr'] }).notNull(),
    details: jsonb('details').$type<InvitationLetterDetails>().notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    refusalReason: text('refusal_reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invitation_letters_reference_key').on(t.reference),
    /** One live request or letter per participation; a refused one may be asked again. */
    uniqueIndex('invitation_letters_live_key').on(t.participationId).where(sql`${t.status} <> 'refused'`),
    index('invitation_letters_congress_idx').on(t.congressId, t.status),
    check('invitation_letters_status', sql`${t.status} in ('requested','issued','refused')`),
    check('invitation_letters_language', sql`${t.language} in ('en','fr')`),
    check('invitation_letters_issued_file', sql`${t.status} <> 'issued' or ${t.fileId} is not null`),
  ],
);
