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
  insertLines,
  insertStatement,
  type NewLine,
  proposedPaymentIds,
  saveMapping,
  setLineCount,
} from './reconciliation.repository.ts';
import { lineKeys } from './statement-line.ts';
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
      const parsed = await readStatementLinesOffThread(file, mapping, congress.currency);
      const contentHash = createHash('sha256')
        .update(upload.data ?? '')
        .digest('hex');
      const empty = { matched: 0, ambiguous: 0, unmatched: 0, alreadyImported: 0 };
      const debitsIgnored = parsed.filter((line) => line.amountCents <= 0).length;
      const again = (statementId: number): TImportResult => ({
        statementId,
        isNew: false,
        ...empty,
        debitsIgnored,
        message: RECONCILE_MESSAGES.importedAgain,
      });
      const known = await findStatementByHash(db, congress.id, contentHash);
      if (known) return again(known.id);

      const awaited = await awaitedTransfers(db, congress.id);
      const taken = new Set(await proposedPaymentIds(db, congress.id));
      const keys = lineKeys(parsed);
      const credits = parsed.flatMap((line, i) =>
        line.amountCents > 0 ? [{ line, key: keys[i] ?? '' }] : [],
      );
      const now = clock();
      return db.transaction(async (tx) => {
        const statement = await insertStatement(tx, {
          congressId: congress.id,
          format: file.format,
          fileName: upload.fileName.slice(0, 200) || 'statement',
          contentHash,
          importedBy: session.kind === 'user' ? session.id : null,
          importedAt: now,
        });
        if (!statement) return again((await findStatementByHash(tx, congress.id, contentHash))?.id ?? 0);
        const rows = credits.map(({ line, key }): NewLine => {
          let match = matchLine(line, awaited);
          // One transfer is proposed to one line: a second line naming it waits for the admin.
          if (match.status === 'matched' && match.paymentId !== null) {
            if (taken.has(match.paymentId)) match = { ...match, status: 'ambiguous', paymentId: null };
            else taken.add(match.paymentId);
          }
          return {
            congressId: congress.id,
            statementId: statement.id,
            lineKey: key,
            bookedOn: line.bookedOn,
            amountCents: line.amountCents,
            currency: line.currency,
            counterparty: line.counterparty,
            remittance: line.remittance,
            bankReference: line.bankReference,
            status: match.status,
            matchRule: match.rule,
            paymentId: match.paymentId,
            candidatePaymentIds: match.candidatePaymentIds,
          };
        });
        const inserted = await insertLines(tx, rows);
        await setLineCount(tx, statement.id, inserted.length);
        if (file.format === 'csv' && mapping) await saveMapping(tx, congress.id, mapping, now);
        const countOf = (status: string) => inserted.filter((line) => line.status === status).length;
        const result: TImportResult = {
          statementId: statement.id,
          isNew: true,
          matched: countOf('matched'),
          ambiguous: countOf('ambiguous'),
          unmatched: countOf('unmatched'),
          alreadyImported: rows.length - inserted.length,
          debitsIgnored,
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
