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
} from 'drizzle-orm/pg-core';
import { congresses } from './congresses.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_templates_congress_label_key').on(t.congressId, t.label)],
);

export type OutboxAttachment = { fileId: string; filename: string };

/** Written in the same transaction as the change that causes the mail; a worker sends it (architecture). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id').references(() => congresses.id, { onDelete: 'set null' }),
    purpose: text('purpose').notNull(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_status', sql`${t.status} in ('pending','sent','failed')`),
  ],
);

/** Who did what to which record, with values before and after; never edited (issue: audit log). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id').references(() => congresses.id, { onDelete: 'set null' }),
    actorKind: text('actor_kind').notNull(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
