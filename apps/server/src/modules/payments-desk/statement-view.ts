import type { TLineCandidate, TStatement, TStatementLine } from '@congress/domain/contracts/reconciliation';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import { receiptKind } from '@congress/domain/reconciliation/match';
import type { MatchRule } from '@congress/domain/reconciliation/match';
import type { Database } from '../../db/database.ts';
import { type GroupPaymentInfo, groupPaymentOf } from '@congress/domain/groups/group-payment';
import type { DeskModules } from './desk-deps.ts';
import { type LineRow, paymentsByIds, type StatementRow } from './reconciliation.repository.ts';

type Booking = Pick<DeskModules['booking'], 'loadParticipationAggregates' | 'listGroupPlaces'>;

/**
 * A group's one transfer as one candidate (decisions 49): the payer, the group's reference, the
 * transfers of all its places and what would leave the whole group owing nothing.
 */
async function groupCandidate(
  db: Database,
  booking: Booking,
  congressId: number,
  payment: { id: number; participationId: number; status: string },
  group: GroupPaymentInfo,
): Promise<TLineCandidate> {
  const places = await booking.listGroupPlaces(db, group.groupId);
  const aggs = await booking.loadParticipationAggregates(
    db,
    congressId,
    places.map((place) => place.participationId),
  );
  const transfers = aggs.flatMap((agg) =>
    agg.payments.filter(
      (p) =>
        p.kind === 'charge' &&
        p.method === 'bank_transfer' &&
        (p.status === 'pending' || p.status === 'confirmed') &&
        groupPaymentOf(p)?.groupId === group.groupId,
    ),
  );
  const transferCents = transfers.reduce((sum, p) => sum + p.amountCents, 0);
  const dueCents = aggs.reduce((sum, agg) => sum + statementOf(agg).dueCents, 0);
  return {
    paymentId: payment.id,
    participationId: payment.participationId,
    reference: group.groupReference,
    name: group.payerName,
    rateLabel: [...new Set(aggs.map((agg) => agg.rate.label))].join(', '),
    transferCents,
    awaitedCents: transferCents + dueCents,
    paymentStatus: payment.status,
  };
}

/**
 * A statement as the screen shows it: each line with the transfer proposed or its candidates, the
 * participation's due from the account statement (decisions 31), and whether the money is partial or
 * an excess against it.
 */
export async function statementView(
  db: Database,
  booking: Booking,
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
    const group = groupPaymentOf(payment);
    if (group && payment.method === 'bank_transfer') {
      candidates.set(payment.id, await groupCandidate(db, booking, statement.congressId, payment, group));
      continue;
    }
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
