import type {
  LineNote,
  TLineCandidate,
  TStatement,
  TStatementLine,
} from '@congress/domain/contracts/reconciliation';
import { mainRegistration, statementOf } from '@congress/domain/participation-money';
import { receiptKind } from '@congress/domain/reconciliation/match';
import type { MatchRule } from '@congress/domain/reconciliation/match';
import type { Database } from '../../db/database.ts';
import { type GroupPaymentInfo, groupPaymentOf } from '@congress/domain/groups/group-payment';
import type { DeskModules } from './desk-deps.ts';
import {
  type LineRow,
  OPEN_STATUSES,
  paymentsByIds,
  type StatementRow,
  statementsOfLines,
} from './reconciliation.repository.ts';

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
  const firsts = await statementsOfLines(
    db,
    lines.flatMap((line) => (line.duplicateOf === null ? [] : [line.duplicateOf])),
  );
  const toLine = (line: LineRow): TStatementLine => {
    const first = firsts.find((row) => row.lineId === line.duplicateOf);
    const shown = {
      id: line.id,
      bookedOn: line.bookedOn,
      amountCents: line.amountCents,
      currency: line.currency,
      counterparty: line.counterparty,
      remittance: line.remittance,
      bankReference: line.bankReference,
      matchRule: line.matchRule as MatchRule | null,
      duplicateOf: first ? { fileName: first.fileName, importedAt: first.importedAt.toISOString() } : null,
    };
    const named = line.paymentId ? (candidates.get(line.paymentId) ?? null) : null;
    const all = line.candidatePaymentIds.flatMap((id) => candidates.get(id) ?? []);
    if (!OPEN_STATUSES.includes(line.status)) {
      const receipt = named ? receiptKind(line.amountCents, named.awaitedCents) : null;
      return { ...shown, status: line.status, proposed: named, candidates: all, receipt, note: null };
    }
    return { ...shown, ...openLine(line, named, all) };
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

/**
 * An open line as it stands now, not as it was imported: a transfer booked or cancelled since (from
 * another statement, by hand) is no longer offered, and an ambiguous line says why it is.
 */
function openLine(
  line: LineRow,
  named: TLineCandidate | null,
  all: TLineCandidate[],
): Pick<TStatementLine, 'status' | 'proposed' | 'candidates' | 'receipt' | 'note'> {
  const isAwaiting = (candidate: TLineCandidate) => candidate.paymentStatus === 'pending';
  const settled = { status: 'unmatched' as const, proposed: null, candidates: [], receipt: null };
  if (line.status === 'matched') {
    if (named && isAwaiting(named))
      return {
        status: 'matched',
        proposed: named,
        candidates: all.filter(isAwaiting),
        receipt: receiptKind(line.amountCents, named.awaitedCents),
        note: null,
      };
    return { ...settled, note: 'settled-elsewhere' };
  }
  if (line.status === 'unmatched') return { ...settled, note: null };
  const live = all.filter(isAwaiting);
  if (live.length === 0) return { ...settled, note: all.length > 0 ? 'settled-elsewhere' : null };
  return {
    status: 'ambiguous',
    proposed: null,
    candidates: live,
    receipt: null,
    note: ambiguity(line, live),
  };
}

function ambiguity(line: LineRow, live: TLineCandidate[]): LineNote {
  const rule = line.matchRule as MatchRule | null;
  // One candidate by reference or name is only ambiguous because another line named it first.
  if (live.length === 1 && rule !== 'amount') return 'proposed-elsewhere';
  if (rule === 'reference-exact' || rule === 'reference-tolerant') return 'reference-shared';
  return rule === 'amount-name' ? 'amount-name-shared' : 'amount-only';
}
