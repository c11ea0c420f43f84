import type { AccountStatement } from '@congress/domain/account-statement';
import type { Transaction } from '../../db/database.ts';
import { asRecord } from '../../lib/as-record.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { insertPayment, updatePaymentStatus } from './payments.repository.ts';

/**
 * When the choice completed costs more than the credit a refund request asked back for (the
 * participant chose a dearer room since), the open requests are withdrawn, newest first, down to the
 * credit that remains: the money stays against the new choice instead of being charged again
 * (decisions 31). A request being carried out by the provider right now is left alone.
 */
export async function withdrawExcessRefundRequests(
  tx: Transaction,
  agg: ParticipationAggregate,
  statement: AccountStatement,
  now: Date,
): Promise<void> {
  let excess = statement.excessRefundRequestCents;
  const open = agg.payments
    .filter(
      (p) => p.kind === 'refund' && p.status === 'pending' && !asRecord(p.informationsPayment).automatic,
    )
    .sort((a, b) => b.id - a.id);
  for (const request of open) {
    if (excess <= 0) return;
    await updatePaymentStatus(
      tx,
      request.id,
      ['pending'],
      { status: 'cancelled', comment: 'Withdrawn: the new choice uses this credit' },
      now,
    );
    const kept = request.amountCents - Math.min(excess, request.amountCents);
    excess -= request.amountCents - kept;
    if (kept > 0) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = request;
      await insertPayment(tx, { ...rest, amountCents: kept, date: now });
    }
  }
}
