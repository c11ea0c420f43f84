import { statementOf } from '@congress/domain/participation-money';
import type { Transaction } from '../../db/database.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { ParticipationAggregate } from '../booking/booking.service.ts';
import { requestRefund } from './confirm.service.ts';
import { updatePaymentStatus } from './payments.repository.ts';

export type CancellationSettlement = {
  /** The refund asked back: the credit the cancelled participation's statement shows. */
  refundCents: number;
  /** Card refunds the congress lets go through at once: to execute after the commit. */
  immediateRefunds: number[];
};

/**
 * The money of a participation its participant has just cancelled (decisions 48), in the caller's
 * transaction, once its registrations are cancelled and its fee is its price. A transfer not yet
 * received is dropped (the unpaid balance is written off, never charged); then the credit the statement
 * shows - what was paid less the fee, less refunds already asked - is requested back as decisions 15
 * says: card refunds at once when the congress allows it, the rest approved at the refunds desk.
 */
export async function settleCancellation(
  tx: Transaction,
  agg: ParticipationAggregate,
  session: Pick<SessionSubject, 'kind' | 'id' | 'email'>,
  now: Date,
): Promise<CancellationSettlement> {
  const transfers = agg.payments.filter(
    (p) => p.kind === 'charge' && p.method === 'bank_transfer' && p.status === 'pending',
  );
  for (const transfer of transfers) {
    await updatePaymentStatus(
      tx,
      transfer.id,
      ['pending'],
      { status: 'cancelled', comment: 'Cancelled: the participant cancelled the registration' },
      now,
    );
  }
  const payments = agg.payments.map((p) =>
    transfers.includes(p) ? { ...p, status: 'cancelled' as const } : p,
  );
  const current = { ...agg, payments };
  const refundCents = statementOf(current).creditCents;
  if (refundCents <= 0) return { refundCents: 0, immediateRefunds: [] };
  const immediateRefunds = await requestRefund(
    tx,
    current,
    refundCents,
    session,
    now,
    'Refund request: the participant cancelled under the congress policy',
  );
  return { refundCents, immediateRefunds };
}
