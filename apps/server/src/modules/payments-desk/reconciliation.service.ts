import {
  RECONCILE_MESSAGES,
  type TConfirmLinesResult,
  type TResolveLineRequest,
  type TResolveLineResult,
  type TStatement,
  type TStatementList,
} from '@congress/domain/contracts/reconciliation';
import { fromCents } from '@congress/domain/money';
import type { Database, Transaction } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { MESSAGES } from '@congress/domain/messages';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { assertStaffCongress } from '../../plugins/auth.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { DeskAccess } from './desk-access.ts';
import type { DeskModules } from './desk-deps.ts';
import {
  findLine,
  findLines,
  findStatement,
  type LineRow,
  linesOf,
  listStatements,
  OPEN_STATUSES,
  paymentsByIds,
  settleLine,
} from './reconciliation.repository.ts';
import { statementView } from './statement-view.ts';
import type { TransferDeskService } from './transfer-desk.service.ts';

const isOpen = (line: LineRow) => OPEN_STATUSES.includes(line.status);

/** Why a line that is not open cannot be booked or ignored: money out, met before, or settled. */
const notOpen = (line: LineRow) =>
  new AppError(
    'CONFLICT',
    line.status === 'outgoing'
      ? RECONCILE_MESSAGES.lineOutgoing
      : line.status === 'duplicate'
        ? RECONCILE_MESSAGES.lineDuplicate
        : RECONCILE_MESSAGES.lineSettled,
  );

/**
 * Reconciliation on the payments desk: a line is booked through the desk's own
 * "transfer received" (payment confirmed, registrations, invoice e-mailed, audit), with the line
 * marked booked in that same transaction, so a line books its money once.
 */
export function createReconciliationService(deps: {
  db: Database;
  clock: () => Date;
  access: DeskAccess;
  booking: Pick<DeskModules['booking'], 'loadParticipationAggregates' | 'listGroupPlaces'>;
  transfers: Pick<TransferDeskService, 'markLineReceived'>;
  onUnexpected: (error: unknown) => void;
}) {
  const { db, clock, access, booking, transfers } = deps;

  async function statementOfStaff(session: SessionSubject, statementId: number) {
    const statement = await findStatement(db, statementId);
    if (!statement) throw new AppError('NOT_FOUND', RECONCILE_MESSAGES.statementNotFound);
    assertStaffCongress(session, statement.congressId);
    return statement;
  }

  async function book(session: SessionSubject, line: LineRow, paymentId: number) {
    const amount = fromCents(line.amountCents);
    const input = { amount, receivedOn: line.bookedOn, bankReference: line.bankReference ?? undefined };
    const markBooked = async (tx: Transaction) => {
      const settled = await settleLine(tx, line.id, {
        status: 'confirmed',
        paymentId,
        resolvedBy: session.kind === 'user' ? session.id : null,
        resolvedAt: clock(),
      });
      if (!settled) throw new AppError('CONFLICT', RECONCILE_MESSAGES.lineSettled);
      await recordAudit(tx, {
        actor: session,
        congressId: line.congressId,
        action: 'reconcile-line',
        entity: 'bank_statement_line',
        entityId: line.id,
        before: { status: line.status, matchRule: line.matchRule },
        after: { status: 'confirmed', paymentId, amountCents: line.amountCents, bookedOn: line.bookedOn },
      });
    };
    return transfers.markLineReceived(session, paymentId, { ...input, comment: undefined }, markBooked);
  }

  return {
    async list(session: SessionSubject, slug: string): Promise<TStatementList> {
      const congress = await access.congress(session, slug);
      const rows = await listStatements(db, congress.id);
      return {
        items: rows.map(({ statement, open }) => ({
          id: statement.id,
          fileName: statement.fileName,
          format: statement.format,
          importedAt: statement.importedAt.toISOString(),
          lineCount: statement.lineCount,
          open,
        })),
      };
    },

    async get(session: SessionSubject, statementId: number): Promise<TStatement> {
      const statement = await statementOfStaff(session, statementId);
      const lines = await linesOf(db, statement.id);
      return statementView(db, booking, { ...statement, open: lines.filter(isOpen).length }, lines);
    },

    /** Books the matched lines named (the screen sends every matched line, in batches). */
    async confirm(
      session: SessionSubject,
      statementId: number,
      lineIds: number[],
    ): Promise<TConfirmLinesResult> {
      const statement = await statementOfStaff(session, statementId);
      const lines = await findLines(db, [...new Set(lineIds)]);
      const result: TConfirmLinesResult = { booked: 0, failures: [] };
      for (const id of new Set(lineIds)) {
        const line = lines.find((l) => l.id === id && l.statementId === statement.id);
        try {
          if (!line) throw new AppError('NOT_FOUND', RECONCILE_MESSAGES.lineNotFound);
          if (line.status !== 'matched' || line.paymentId === null) throw notOpen(line);
          await book(session, line, line.paymentId);
          result.booked++;
        } catch (error) {
          if (!(error instanceof AppError)) deps.onUnexpected(error);
          const message = error instanceof AppError ? error.message : MESSAGES.genericError;
          result.failures.push({ lineId: id, message });
        }
      }
      return result;
    },

    /** An ambiguous or unmatched line by hand: book it to the transfer the admin picked, or ignore it. */
    async resolve(
      session: SessionSubject,
      lineId: number,
      input: TResolveLineRequest,
    ): Promise<TResolveLineResult> {
      const line = await findLine(db, lineId);
      if (!line) throw new AppError('NOT_FOUND', RECONCILE_MESSAGES.lineNotFound);
      assertStaffCongress(session, line.congressId);
      if (!isOpen(line)) throw notOpen(line);
      if (input.action === 'book') {
        const [found] = await paymentsByIds(db, [input.paymentId]);
        const fits =
          found?.congressId === line.congressId &&
          found.payment.kind === 'charge' &&
          found.payment.method === 'bank_transfer' &&
          found.payment.currency === line.currency;
        if (!fits) throw new AppError('VALIDATION', RECONCILE_MESSAGES.paymentNotCandidate);
        const booked = await book(session, line, input.paymentId);
        return { status: 'confirmed', message: booked.message };
      }
      await db.transaction(async (tx) => {
        const settled = await settleLine(tx, line.id, {
          status: 'ignored',
          paymentId: null,
          resolvedBy: session.kind === 'user' ? session.id : null,
          resolvedAt: clock(),
        });
        if (!settled) throw new AppError('CONFLICT', RECONCILE_MESSAGES.lineSettled);
        await recordAudit(tx, {
          actor: session,
          congressId: line.congressId,
          action: 'ignore-statement-line',
          entity: 'bank_statement_line',
          entityId: line.id,
          before: { status: line.status },
          after: { status: 'ignored' },
        });
      });
      return { status: 'ignored', message: RECONCILE_MESSAGES.lineIgnored };
    },
  };
}
