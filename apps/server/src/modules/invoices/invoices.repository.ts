import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/database.ts';
import { invoiceSequences, invoices, storedFiles } from '../../db/schema/index.ts';

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceKind = InvoiceRow['kind'];

/**
 * The next number of the congress's gapless sequence. The upsert locks the sequence row until the
 * transaction ends, exactly as SELECT ... FOR UPDATE would, in one round trip: concurrent issuers
 * queue here, and a rolled-back issue gives its number back, so there are no gaps and no duplicates.
 */
export async function nextInvoiceNumber(tx: Transaction, congressId: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ congressId, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.congressId,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('invoice sequence did not advance');
  return row.lastNumber;
}

export async function lastInvoiceNumber(executor: Executor, congressId: number): Promise<number> {
  const [row] = await executor
    .select({ lastNumber: invoiceSequences.lastNumber })
    .from(invoiceSequences)
    .where(eq(invoiceSequences.congressId, congressId));
  return row?.lastNumber ?? 0;
}

export async function insertInvoice(
  tx: Transaction,
  values: typeof invoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  if (!row) throw new Error('invoice was not stored');
  return row;
}

export async function findDocumentOfPayment(
  executor: Executor,
  paymentId: number,
  kind: InvoiceKind,
): Promise<InvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.paymentId, paymentId), eq(invoices.kind, kind)))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row ?? null;
}

export async function findLatestDocument(
  executor: Executor,
  participationId: number,
  kind: InvoiceKind,
): Promise<InvoiceRow | null> {
  const [row] = await executor
    .select()
    .from(invoices)
    .where(and(eq(invoices.participationId, participationId), eq(invoices.kind, kind)))
    .orderBy(desc(invoices.id))
    .limit(1);
  return row ?? null;
}

export async function readFileData(executor: Executor, fileId: string): Promise<Buffer | null> {
  const [row] = await executor
    .select({ data: storedFiles.data })
    .from(storedFiles)
    .where(eq(storedFiles.id, fileId));
  return row?.data ?? null;
}

/** The invoices and credit notes issued for a participation, oldest first (proformas are not kept for it). */
export async function listIssuedDocuments(
  executor: Executor,
  participationId: number,
): Promise<InvoiceRow[]> {
  return executor
    .select()
    .from(invoices)
    .where(
      and(eq(invoices.participationId, participationId), inArray(invoices.kind, ['invoice', 'credit_note'])),
    )
    .orderBy(asc(invoices.id));
}

export async function findDocumentById(executor: Executor, id: number): Promise<InvoiceRow | null> {
  const [row] = await executor.select().from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}
