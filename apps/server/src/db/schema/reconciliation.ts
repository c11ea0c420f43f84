import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
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
import { payments } from './payments.ts';
import { users } from './users.ts';

/**
 * A bank statement imported on the payments desk: the same file twice is one statement
 * (its content hash is unique per congress).
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['csv', 'camt052', 'camt053', 'camt054'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentHash: text('content_hash').notNull(),
    lineCount: integer('line_count').notNull().default(0),
    importedBy: integer('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statements_congress_hash_key').on(t.congressId, t.contentHash),
    check('bank_statements_format', sql`${t.format} in ('csv','camt052','camt053','camt054')`),
  ],
);

/**
 * One credit line of a statement and what reconciliation made of it. `lineKey` identifies the bank
 * entry across files (the bank's entry reference, else a hash of its fields), so overlapping
 * statements do not book the same money twice.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    lineKey: text('line_key').notNull(),
    bookedOn: date('booked_on').notNull(),
    /** Integer cents: a credit positive; a debit (status outgoing) negative. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    counterparty: text('counterparty'),
    remittance: text('remittance'),
    bankReference: text('bank_reference'),
    status: text('status', {
      enum: ['matched', 'ambiguous', 'unmatched', 'confirmed', 'ignored', 'outgoing', 'duplicate'],
    }).notNull(),
    /** How the proposed payment was found: reference-exact, reference-tolerant, amount-name. */
    matchRule: text('match_rule'),
    /** The pending transfer proposed (matched) or booked (confirmed). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    candidatePaymentIds: integer('candidate_payment_ids').array().notNull().default(sql`'{}'::int[]`),
    /** A duplicate's line as the statement that imported it first stored it. */
    duplicateOf: integer('duplicate_of').references((): AnyPgColumn => bankStatementLines.id, {
      onDelete: 'set null',
    }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_statement_lines_congress_key')
      .on(t.congressId, t.lineKey)
      .where(sql`${t.status} <> 'duplicate'`),
    index('bank_statement_lines_statement_idx').on(t.statementId),
    index('bank_statement_lines_payment_idx').on(t.paymentId),
    check(
      'bank_statement_lines_status',
      sql`${t.status} in ('matched','ambiguous','unmatched','confirmed','ignored','outgoing','duplicate')`,
    ),
    check(
      'bank_statement_lines_amount_direction',
      sql`${t.amountCents} <> 0 AND (${t.amountCents} > 0 OR ${t.status} in ('outgoing','duplicate'))`,
    ),
  ],
);

/** The CSV column mapping an admin chose last for a congress's bank. */
export const bankCsvMappings = pgTable('bank_csv_mappings', {
  congressId: integer('congress_id')
    .primaryKey()
    .references(() => congresses.id, { onDelete: 'cascade' }),
  mapping: jsonb('mapping').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
