import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  boolean,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { congresses } from './congresses.ts';
import { participations } from './participations.ts';
import { users } from './users.ts';

export const emailTemplates = pgTable(
  'email_templates',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    /** One template per language; a recipient's language without one falls back to the congress's default. */
    language: text('language', { enum: ['en', 'fr', 'pt'] })
      .notNull()
      .default('en'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_templates_congress_label_language_key').on(t.congressId, t.label, t.language),
    check('email_templates_language', sql`${t.language} in ('en','fr','pt')`),
  ],
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

export type CampaignSelection =
  | { kind: 'filter'; filter: Record<string, unknown> }
  | { kind: 'participations'; count: number };

/**
 * A bulk e-mail as staff sent it (decisions 36): who, when, what (the template as written, not its
 * renderings) and to whom (the selection); its recipients and their outbox rows say how it went.
 */
export const emailCampaigns = pgTable(
  'email_campaigns',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    sentById: integer('sent_by_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as it was when sent, so the log still says who after the account is gone. */
    sentByEmail: text('sent_by_email').notNull(),
    templateLabel: text('template_label'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    selection: jsonb('selection').$type<CampaignSelection>().notNull(),
    attachments: jsonb('attachments').$type<{ rib: boolean; invoice: boolean }>().notNull(),
    includeIncomplete: boolean('include_incomplete').notNull(),
    recipientCount: integer('recipient_count').notNull(),
    queuedCount: integer('queued_count').notNull(),
    skippedCount: integer('skipped_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('email_campaigns_congress_idx').on(t.congressId, t.id)],
);

/**
 * One row per participation a campaign selected: the outbox row that carries its e-mail, or why it
 * was skipped. Names and addresses are read through the participation and the outbox row, so the
 * personal-data purge needs no second copy to blank.
 */
export const emailCampaignRecipients = pgTable(
  'email_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => emailCampaigns.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id').references(() => emailOutbox.id, { onDelete: 'set null' }),
    skipReason: text('skip_reason', { enum: ['no-email', 'nothing-due', 'incomplete'] }),
    /** The placeholders this recipient would have read empty. */
    missing: jsonb('missing').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  },
  (t) => [
    uniqueIndex('email_campaign_recipients_key').on(t.campaignId, t.participationId),
    index('email_campaign_recipients_outbox_idx').on(t.outboxId),
    check(
      'email_campaign_recipients_skip_reason',
      sql`${t.skipReason} is null or ${t.skipReason} in ('no-email','nothing-due','incomplete')`,
    ),
    check(
      'email_campaign_recipients_sent_or_skipped',
      sql`(${t.outboxId} is null) or (${t.skipReason} is null)`,
    ),
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
