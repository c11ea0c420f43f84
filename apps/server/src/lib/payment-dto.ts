import { paymentState } from '@congress/domain/account-statement';
import type { TPayment } from '@congress/domain/contracts/payments';
import { fromCents } from '@congress/domain/money';
import { paymentNumber } from '@congress/domain/pricing';
import type { payments } from '../db/schema/index.ts';
import { asRecord } from './as-record.ts';

type PaymentRow = typeof payments.$inferSelect;

/** A refused refund keeps the staff's reason: the participant reads it. */
function refusalReasonOf(row: PaymentRow): string | null {
  if (row.kind !== 'refund' || row.status !== 'denied') return null;
  const reason = asRecord(row.informationsPayment).refusalReason;
  return typeof reason === 'string' && reason ? reason : null;
}

/**
 * A payment row as the browser sees it: spec 3 names, its state in words (decisions 31), the payment
 * number of spec 9; no provider internals or client secret. One mapper for every payment response.
 */
export function toPaymentDto(row: PaymentRow, timeZone: string): TPayment {
  return {
    id: row.id,
    participationId: row.participationId,
    kind: row.kind,
    statusPayment: row.status,
    typePayment: row.method,
    sum: fromCents(row.amountCents),
    amountCents: row.amountCents,
    currency: row.currency,
    reference: row.reference,
    comment: row.comment,
    date: row.date.toISOString(),
    paymentNumber: paymentNumber(row.date, row.id, timeZone),
    state: paymentState(row),
    refusalReason: refusalReasonOf(row),
  };
}
