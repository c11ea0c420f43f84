import { createHash } from 'node:crypto';
import {
  RECONCILE_MESSAGES,
  type TCsvMapping,
  type TCsvPreview,
  type TImportResult,
  ZCsvMapping,
} from '@congress/domain/contracts/reconciliation';
import { type AwaitedTransfer, matchLine } from '@congress/domain/reconciliation/match';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { DeskAccess } from './desk-access.ts';
import { listPendingTransfers } from './payments-desk.repository.ts';
import {
  findMapping,
  findStatementByHash,
  firstLinesByKey,
  insertLines,
  insertStatement,
  type NewLine,
  proposedPaymentIds,
  saveMapping,
  setLineCount,
} from './reconciliation.repository.ts';
import { lineKeys, type ParsedLine } from './statement-line.ts';
import { groupPaymentOf } from '@congress/domain/groups/group-payment';
import { readStatementText } from './statement-file.ts';
import { previewCsvOffThread, readStatementLinesOffThread } from './statement-off-thread.ts';

export type StatementUpload = { data: Buffer | null; fileName: string; mapping: unknown };

const mappingOf = (value: unknown): TCsvMapping | null => {
  const parsed = ZCsvMapping.safeParse(value);
  return parsed.success ? parsed.data : null;
};

/**
 * Every pending transfer of the congress, as the matching reads them. A group's places are one
 * transfer (decisions 49): its reference, the sum of its places, the payer's name, proposed as the
 * transfer of its first place (booking it books them all).
 */
export async function awaitedTransfers(db: Database, congressId: number): Promise<AwaitedTransfer[]> {
  const { rows } = await listPendingTransfers(db, congressId, { limit: 100_000, offset: 0 });
  const awaited: AwaitedTransfer[] = [];
  const groups = new Map<number, AwaitedTransfer>();
  for (const { payment, participant } of rows) {
    const group = groupPaymentOf(payment);
    if (!group) {
      awaited.push({
        paymentId: payment.id,
        reference: payment.reference ?? '',
        amountCents: payment.amountCents,
        currency: payment.currency,
        firstName: participant.firstName,
        lastName: participant.lastName,
      });
      continue;
    }
    const known = groups.get(group.groupId);
    if (known) {
      known.amountCents += payment.amountCents;
      known.paymentId = Math.min(known.paymentId, payment.id);
      continue;
    }
    const entry = {
      paymentId: payment.id,
      reference: group.groupReference,
      amountCents: payment.amountCents,
      currency: payment.currency,
      firstName: '',
      lastName: group.payerName,
    };
    groups.set(group.groupId, entry);
    awaited.push(entry);
  }
  return awaited;
}

/**
 * Statement import: the file is read by its content, each credit matched, the lines
 * stored once (the same file is one statement; a line already imported from an overlapping file is
 * skipped), and the CSV mapping remembered for the congress's next statement.
 */
export function createStatementImportService(deps: { db: Database; clock: () => Date; access: DeskAccess }) {
  const { db, clock, access } = deps;

  return {
    async previewCsv(session: SessionSubject, slug: string, data: Buffer | null): Promise<TCsvPreview> {
      const congress = await access.congress(session, slug);
      const file = readStatementText(data);
      if (file.format !== 'csv') throw new AppError('VALIDATION', RECONCILE_MESSAGES.fileType);
      return previewCsvOffThread(file.text, mappingOf(await findMapping(db, congress.id)));
    },

    async import(session: SessionSubject, slug: string, upload: StatementUpload): Promise<TImportResult> {
      const congress = await access.congress(session, slug);
      const file = readStatementText(upload.data);
      const sent = upload.mapping === undefined ? undefined : mappingOf(upload.mapping);
      if (sent === null) throw new AppError('VALIDATION', RECONCILE_MESSAGES.mappingInvalid);
      const mapping = file.format === 'csv' ? (sent ?? mappingOf(await findMapping(db, congress.id))) : null;
      const read = await readStatementLinesOffThread(file, mapping, congress.currency);
      // A line of no money moved nothing: nothing to book, nothing to show.
      const parsed = read.lines.filter((line) => line.amountCents !== 0);
      const contentHash = createHash('sha256')
        .update(upload.data ?? '')
        .digest('hex');
      const again = (statementId: number): TImportResult => ({
        statementId,
        isNew: false,
        matched: 0,
        ambiguous: 0,
        unmatched: 0,
        alreadyImported: 0,
        outgoing: 0,
        message: RECONCILE_MESSAGES.importedAgain,
      });
      const known = await findStatementByHash(db, congress.id, contentHash);
      if (known) return again(known.id);

      const awaited = await awaitedTransfers(db, congress.id);
      const taken = new Set(await proposedPaymentIds(db, congress.id));
      const keys = lineKeys(parsed);
      const now = clock();
      return db.transaction(async (tx) => {
        const statement = await insertStatement(tx, {
          congressId: congress.id,
          format: read.format,
          fileName: upload.fileName.slice(0, 200) || 'statement',
          contentHash,
          importedBy: session.kind === 'user' ? session.id : null,
          importedAt: now,
        });
        if (!statement) return again((await findStatementByHash(tx, congress.id, contentHash))?.id ?? 0);
        const firstOf = async (wanted: string[]) =>
          new Map((await firstLinesByKey(tx, congress.id, wanted)).map((row) => [row.lineKey, row.id]));
        const before = await firstOf(keys);
        const base = (line: ParsedLine, lineKey: string) => ({
          congressId: congress.id,
          statementId: statement.id,
          lineKey,
          bookedOn: line.bookedOn,
          amountCents: line.amountCents,
          currency: line.currency,
          counterparty: line.counterparty,
          remittance: line.remittance,
          bankReference: line.bankReference,
        });
        const duplicate = (line: ParsedLine, lineKey: string, firstId: number): NewLine => ({
          ...base(line, lineKey),
          status: 'duplicate',
          duplicateOf: firstId,
        });
        const fresh: { line: ParsedLine; row: NewLine }[] = [];
        const duplicates: NewLine[] = [];
        for (const [i, line] of parsed.entries()) {
          const lineKey = keys[i] ?? '';
          const firstId = before.get(lineKey);
          if (firstId !== undefined) {
            duplicates.push(duplicate(line, lineKey, firstId));
            continue;
          }
          // Money out is kept as it is and never matched: a debit is never offered to a participant.
          if (line.amountCents < 0) {
            fresh.push({ line, row: { ...base(line, lineKey), status: 'outgoing' } });
            continue;
          }
          let match = matchLine(line, awaited);
          // One transfer is proposed to one line: a second line naming it waits for the admin.
          if (match.status === 'matched' && match.paymentId !== null) {
            if (taken.has(match.paymentId)) match = { ...match, status: 'ambiguous', paymentId: null };
            else taken.add(match.paymentId);
          }
          fresh.push({
            line,
            row: {
              ...base(line, lineKey),
              status: match.status,
              matchRule: match.rule,
              paymentId: match.paymentId,
              candidatePaymentIds: match.candidatePaymentIds,
            },
          });
        }
        const inserted = await insertLines(
          tx,
          fresh.map((f) => f.row),
        );
        // Lost to a key met twice in this file, or to a statement imported meanwhile: shown as duplicates.
        const unclaimed = new Map<string, number>();
        for (const { lineKey } of inserted) unclaimed.set(lineKey, (unclaimed.get(lineKey) ?? 0) + 1);
        const lost = fresh.filter(({ row }) => {
          const left = unclaimed.get(row.lineKey) ?? 0;
          unclaimed.set(row.lineKey, left - 1);
          return left <= 0;
        });
        if (lost.length > 0) {
          const after = await firstOf(lost.map(({ row }) => row.lineKey));
          for (const { line, row } of lost) {
            const firstId = after.get(row.lineKey);
            if (firstId !== undefined) duplicates.push(duplicate(line, row.lineKey, firstId));
          }
        }
        const repeated = await insertLines(tx, duplicates);
        await setLineCount(tx, statement.id, inserted.length + repeated.length);
        if (file.format === 'csv' && mapping) await saveMapping(tx, congress.id, mapping, now);
        const countOf = (status: string) => inserted.filter((line) => line.status === status).length;
        const result: TImportResult = {
          statementId: statement.id,
          isNew: true,
          matched: countOf('matched'),
          ambiguous: countOf('ambiguous'),
          unmatched: countOf('unmatched'),
          alreadyImported: repeated.length,
          outgoing: countOf('outgoing'),
          message: RECONCILE_MESSAGES.imported,
        };
        const { message: _message, ...counts } = result;
        await recordAudit(tx, {
          actor: session,
          congressId: congress.id,
          action: 'import-bank-statement',
          entity: 'bank_statement',
          entityId: statement.id,
          after: { fileName: statement.fileName, format: file.format, ...counts },
        });
        return result;
      });
    },
  };
}
