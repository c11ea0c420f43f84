import type { LineStatus } from '@congress/domain/contracts/reconciliation';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import {
  bankCsvMappings,
  bankStatementLines,
  bankStatements,
  payments,
  participations,
} from '../../db/schema/index.ts';

export type StatementRow = typeof bankStatements.$inferSelect;
export type LineRow = typeof bankStatementLines.$inferSelect;
export type NewLine = typeof bankStatementLines.$inferInsert;

export const OPEN_STATUSES: LineStatus[] = ['matched', 'ambiguous', 'unmatched'];

export async function findMapping(db: Executor, congressId: number): Promise<unknown> {
  const [row] = await db.select().from(bankCsvMappings).where(eq(bankCsvMappings.congressId, congressId));
  return row?.mapping ?? null;
}

export async function saveMapping(db: Executor, congressId: number, mapping: object, now: Date) {
  await db
    .insert(bankCsvMappings)
    .values({ congressId, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: bankCsvMappings.congressId, set: { mapping, updatedAt: now } });
}

export async function findStatementByHash(db: Executor, congressId: number, contentHash: string) {
  const [row] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(and(eq(bankStatements.congressId, congressId), eq(bankStatements.contentHash, contentHash)));
  return row ?? null;
}

/** The statement, or null when the same file was stored meanwhile (its hash is unique). */
export async function insertStatement(db: Executor, values: typeof bankStatements.$inferInsert) {
  const [row] = await db.insert(bankStatements).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Lines already known by their key (an overlapping statement) are skipped. */
export async function insertLines(db: Executor, lines: NewLine[]): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  return db.insert(bankStatementLines).values(lines).onConflictDoNothing().returning();
}

export async function setLineCount(db: Executor, statementId: number, lineCount: number) {
  await db.update(bankStatements).set({ lineCount }).where(eq(bankStatements.id, statementId));
}

export async function listStatements(db: Executor, congressId: number) {
  const open = sql<number>`count(${bankStatementLines.id}) filter (where ${inArray(bankStatementLines.status, OPEN_STATUSES)})`;
  return db
    .select({ statement: bankStatements, open: sql<number>`${open}::int` })
    .from(bankStatements)
    .leftJoin(bankStatementLines, eq(bankStatementLines.statementId, bankStatements.id))
    .where(eq(bankStatements.congressId, congressId))
    .groupBy(bankStatements.id)
    .orderBy(desc(bankStatements.importedAt), desc(bankStatements.id))
    .limit(50);
}

export async function findStatement(db: Executor, statementId: number) {
  const [row] = await db.select().from(bankStatements).where(eq(bankStatements.id, statementId));
  return row ?? null;
}

export const linesOf = (db: Executor, statementId: number) =>
  db
    .select()
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
    .orderBy(asc(bankStatementLines.bookedOn), asc(bankStatementLines.id));

export async function findLine(db: Executor, lineId: number) {
  const [row] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId));
  return row ?? null;
}

export async function findLines(db: Executor, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db.select().from(bankStatementLines).where(inArray(bankStatementLines.id, lineIds));
}

/** Moves an open line to booked or ignored once: a second writer finds no open line and changes nothing. */
export async function settleLine(
  db: Executor,
  lineId: number,
  changes: Pick<LineRow, 'status' | 'paymentId' | 'resolvedBy' | 'resolvedAt'>,
): Promise<LineRow | null> {
  const [row] = await db
    .update(bankStatementLines)
    .set(changes)
    .where(and(eq(bankStatementLines.id, lineId), inArray(bankStatementLines.status, OPEN_STATUSES)))
    .returning();
  return row ?? null;
}

/** Payment ids already proposed by an open matched line of the congress. */
export async function proposedPaymentIds(db: Executor, congressId: number): Promise<number[]> {
  const rows = await db
    .select({ id: bankStatementLines.paymentId })
    .from(bankStatementLines)
    .where(and(eq(bankStatementLines.congressId, congressId), eq(bankStatementLines.status, 'matched')));
  return rows.map((row) => row.id).filter((id): id is number => id !== null);
}

/** Payments (with their participation and congress) named by lines. */
export async function paymentsByIds(db: Executor, paymentIds: number[]) {
  if (paymentIds.length === 0) return [];
  return db
    .select({ payment: payments, congressId: participations.congressId })
    .from(payments)
    .innerJoin(participations, eq(participations.id, payments.participationId))
    .where(inArray(payments.id, paymentIds));
}

/** The lines first stored under these keys (never a duplicate): a line met again points at them. */
export async function firstLinesByKey(db: Executor, congressId: number, lineKeys: string[]) {
  if (lineKeys.length === 0) return [];
  return db
    .select({ id: bankStatementLines.id, lineKey: bankStatementLines.lineKey })
    .from(bankStatementLines)
    .where(
      and(
        eq(bankStatementLines.congressId, congressId),
        inArray(bankStatementLines.lineKey, lineKeys),
        ne(bankStatementLines.status, 'duplicate'),
      ),
    );
}

/** Which statement (file and import time) holds each of these lines. */
export async function statementsOfLines(db: Executor, lineIds: number[]) {
  if (lineIds.length === 0) return [];
  return db
    .select({
      lineId: bankStatementLines.id,
      fileName: bankStatements.fileName,
      importedAt: bankStatements.importedAt,
    })
    .from(bankStatementLines)
    .innerJoin(bankStatements, eq(bankStatements.id, bankStatementLines.statementId))
    .where(inArray(bankStatementLines.id, lineIds));
}
