import type { TLineCandidate, TStatement, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import { receiptKind } from '@congress/domain/reconciliation/match';
import type { MatchRule } from '@congress/domain/reconciliation/match';
import type { Database } from '../../db/database.ts';
import type { DeskModules } from './desk-deps.ts';
import { type LineRow, paymentsByIds, type StatementRow } from './reconciliation.repository.ts';

/**
 * A statement as the screen shows it: each line with the transfer proposed or its candidates, the
 * participation's due from the account statement (decisions 31), and whether the money is partial or
 * an excess against it.
 */
export async function statementView(
  db: Database,
  booking: Pick<DeskModules['booking'], 'loadParticipationAggregates'>,
  statement: StatementRow & { open: number },
  lines: LineRow[],
): Promise<TStatement> {
  const paymentIds = [...new Set(lines.flatMap((l) => [...l.candidatePaymentIds, l.paymentId ?? 0]))].filter(
    (id) => id > 0,
  );
  const found = await paymentsByIds(db, paymentIds);
  const participationIds = [...new Set(found.map((row) => row.payment.participationId))];
  const aggs = await booking.loadParticipationAggregates(db, statement.congressId, participationIds);
  const candidates = new Map<number, TLineCandidate>();
  for (const { payment } of found) {
    const agg = aggs.find((a) => a.participation.id === payment.participationId);
    if (!agg) continue;
    const person = mainRegistration(agg)?.participant;
    const due = statementOf(agg).dueCents;
    candidates.set(payment.id, {
      paymentId: payment.id,
      participationId: payment.participationId,
      reference: payment.reference ?? '',
      name: person ? `${person.firstName} ${person.lastName}` : '',
      rateLabel: agg.rate.label,
      transferCents: payment.amountCents,
      // What leaves nothing due: the transfer (as chosen, or as received once booked) plus the due.
      awaitedCents: payment.amountCents + due,
      paymentStatus: payment.status,
    });
  }
  const toLine = (line: LineRow): TStatementLine => {
    const proposed = line.paymentId ? (candidates.get(line.paymentId) ?? null) : null;
    return {
      id: line.id,
      bookedOn: line.bookedOn,
      amountCents: line.amountCents,
      currency: line.currency,
      counterparty: line.counterparty,
      remittance: line.remittance,
      bankReference: line.bankReference,
      status: line.status,
      matchRule: line.matchRule as MatchRule | null,
      proposed,
      candidates: line.candidatePaymentIds.flatMap((id) => candidates.get(id) ?? []),
      receipt: proposed ? receiptKind(line.amountCents, proposed.awaitedCents) : null,
    };
  };
  return {
    id: statement.id,
    fileName: statement.fileName,
    format: statement.format,
    importedAt: statement.importedAt.toISOString(),
    lineCount: statement.lineCount,
    open: statement.open,
    lines: lines.map(toLine),
  };
}
