import type { AccountStatement } from '@congress/domain/account-statement';
import type { Transaction } from '../../db/database.ts';
import { asRecord } from '../../lib/as-record.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { insertPayment, updatePaymentStatus } from './payments.repository.ts';
import { queueRefundWithdrawn } from './refund-withdrawn-email.ts';

/**
 * When the choice completed costs more than the credit a refund request asked back for (the
 * participant chose a dearer room since), the open requests are withdrawn, newest first, down to the
 * credit that remains: the money stays against the new choice instead of being charged again
 * (decisions 31). A request being carried out by the provider right now is left alone. Answers the
 * amount withdrawn; the participant receives the "Refund withdrawn" e-mail.
 */
export async function withdrawExcessRefundRequests(
  tx: Transaction,
  agg: ParticipationAggregate,
  statement: AccountStatement,
  now: Date,
): Promise<number> {
  let excess = statement.excessRefundRequestCents;
  let withdrawn = 0;
  const open = agg.payments
    .filter(
      (p) => p.kind === 'refund' && p.status === 'pending' && !asRecord(p.informationsPayment).automatic,
    )
    .sort((a, b) => b.id - a.id);
  for (const request of open) {
    if (excess <= 0) break;
    await updatePaymentStatus(
      tx,
      request.id,
      ['pending'],
      { status: 'cancelled', comment: 'Withdrawn: the new choice uses this credit' },
      now,
    );
    const kept = request.amountCents - Math.min(excess, request.amountCents);
    excess -= request.amountCents - kept;
    withdrawn += request.amountCents - kept;
    if (kept > 0) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = request;
      await insertPayment(tx, { ...rest, amountCents: kept, date: now });
    }
  }
  // The participant is told: the summary asked before, the e-mail keeps a trace.
  await queueRefundWithdrawn(tx, agg, withdrawn);
  return withdrawn;
}
