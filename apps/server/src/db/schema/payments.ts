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

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['charge', 'refund'] }).notNull(),
    method: text('method', { enum: ['card', 'bank_transfer', 'manual'] }).notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'denied', 'cancelled'] }).notNull(),
    /** Integer cents, always positive; the kind says which way the money goes. */
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** Which card provider holds the intent: it alone may cancel or refund it (decisions 27). */
    provider: text('provider', { enum: ['stripe', 'offline'] }),
    providerIntentId: text('provider_intent_id'),
    /** The capability the browser holds for this card payment (intent page, offline card form). */
    clientSecret: text('client_secret'),
    /** The reference a participant quotes on a bank transfer. */
    reference: text('reference'),
    refundOfPaymentId: integer('refund_of_payment_id'),
    comment: text('comment'),
    informationsPayment: jsonb('informations_payment'),
    date: timestamp('date', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_participation_idx').on(t.participationId),
    uniqueIndex('payments_provider_intent_key').on(t.providerIntentId),
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_client_secret_key').on(t.clientSecret),
    check('payments_provider', sql`${t.provider} is null or ${t.provider} in ('stripe','offline')`),
    check('payments_kind', sql`${t.kind} in ('charge','refund')`),
    check('payments_method', sql`${t.method} in ('card','bank_transfer','manual')`),
    check('payments_status', sql`${t.status} in ('pending','confirmed','denied','cancelled')`),
    check('payments_amount_nonnegative', sql`${t.amountCents} >= 0`),
  ],
);

/** Provider events already handled: a repeated event changes nothing twice. */
export const processedPaymentEvents = pgTable('processed_payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Invoices and credit notes share one gapless sequence per congress; proformas are unnumbered. */
export const invoiceSequences = pgTable('invoice_sequences', {
  congressId: integer('congress_id')
    .primaryKey()
    .references(() => congresses.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    congressId: integer('congress_id')
      .notNull()
      .references(() => congresses.id, { onDelete: 'cascade' }),
    participationId: integer('participation_id')
      .notNull()
      .references(() => participations.id, { onDelete: 'cascade' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['invoice', 'proforma', 'credit_note'] }).notNull(),
    number: integer('number'),
    creditsInvoiceId: integer('credits_invoice_id'),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'restrict' }),
    content: jsonb('content').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_participation_idx').on(t.participationId),
    uniqueIndex('invoices_congress_number_key').on(t.congressId, t.number),
    check('invoices_kind', sql`${t.kind} in ('invoice','proforma','credit_note')`),
    check('invoices_numbered', sql`(${t.kind} = 'proforma') = (${t.number} is null)`),
  ],
);
