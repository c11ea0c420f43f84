import type { PaymentKind, PaymentMethod, PaymentStatus } from './enums.ts';

/**
 * The account statement of a participation (decisions 31): one pure function over its lines, read by
 * every screen, document, e-mail and export. Amounts are integer cents.
 */

export type StatementPayment = {
  kind: PaymentKind;
  method: PaymentMethod;
  status: PaymentStatus;
  amountCents: number;
};

/** What a payment line is, as a participant and an organiser read it. */
export const PAYMENT_STATES = [
  'paid',
  'awaiting_transfer',
  'processing',
  'declined',
  'cancelled',
  'refund_requested',
  'refunded',
  'refund_refused',
  'refund_withdrawn',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  paid: 'Paid',
  awaiting_transfer: 'Awaiting transfer',
  processing: 'Processing',
  declined: 'Declined',
  cancelled: 'Cancelled',
  refund_requested: 'Refund requested',
  refunded: 'Refunded',
  refund_refused: 'Refund refused',
  refund_withdrawn: 'Refund withdrawn',
};

export function paymentState(payment: Pick<StatementPayment, 'kind' | 'method' | 'status'>): PaymentState {
  if (payment.kind === 'refund') {
    switch (payment.status) {
      case 'pending':
        return 'refund_requested';
      case 'confirmed':
        return 'refunded';
      case 'denied':
        return 'refund_refused';
      case 'cancelled':
        return 'refund_withdrawn';
    }
  }
  switch (payment.status) {
    case 'confirmed':
      return 'paid';
    case 'pending':
      return payment.method === 'bank_transfer' ? 'awaiting_transfer' : 'processing';
    case 'denied':
      return 'declined';
    case 'cancelled':
      return 'cancelled';
  }
}

export type ForwardAction = 'PAYE' | 'REFUND' | 'CONFIRM';

export type AccountStatement = {
  /** The price of the choice in force (or being completed); 0 when the participation is cancelled. */
  priceCents: number;
  /** Confirmed charges: money received. */
  paidCents: number;
  /** Bank transfers chosen and not yet received: they cover the price, they are not paid. */
  awaitingTransferCents: number;
  /** Refunds made. */
  refundedCents: number;
  /** Refund requests waiting for an organiser. */
  refundRequestedCents: number;
  /** Refund requests an organiser refused: the credit they asked for is closed. */
  refundRefusedCents: number;
  /** Money received and kept: paid less refunded. */
  receivedCents: number;
  /**
   * Due = price - paid - awaiting transfer + refunded + refused. Negative: a credit the participant
   * may ask back; refund requests still open do not change it.
   */
  dueCents: number;
  /** Credit not yet asked back: what REFUND would request. */
  creditCents: number;
  /** Open refund requests beyond the credit (the participant chose a dearer room since): to withdraw. */
  excessRefundRequestCents: number;
  /** The payment summary's forward button (spec 2.2) and its amount. */
  action: ForwardAction;
  actionAmountCents: number;
  /** The price is covered by money received (a transfer on its way does not count). */
  isSettled: boolean;
};

export function accountStatement(input: {
  priceCents: number;
  payments: readonly StatementPayment[];
}): AccountStatement {
  const sum = (state: PaymentState) =>
    input.payments.filter((p) => paymentState(p) === state).reduce((total, p) => total + p.amountCents, 0);
  const paidCents = sum('paid');
  const awaitingTransferCents = sum('awaiting_transfer');
  const refundedCents = sum('refunded');
  const refundRequestedCents = sum('refund_requested');
  const refundRefusedCents = sum('refund_refused');
  const { priceCents } = input;
  const dueCents = priceCents - paidCents - awaitingTransferCents + refundedCents + refundRefusedCents;
  const owedBack = Math.max(0, -dueCents);
  const creditCents = Math.max(0, owedBack - refundRequestedCents);
  const action: ForwardAction = dueCents > 0 ? 'PAYE' : creditCents > 0 ? 'REFUND' : 'CONFIRM';
  const receivedCents = paidCents - refundedCents;
  return {
    priceCents,
    paidCents,
    awaitingTransferCents,
    refundedCents,
    refundRequestedCents,
    refundRefusedCents,
    receivedCents,
    dueCents,
    creditCents,
    excessRefundRequestCents: Math.max(0, refundRequestedCents - owedBack),
    action,
    actionAmountCents: action === 'PAYE' ? dueCents : action === 'REFUND' ? creditCents : 0,
    isSettled: receivedCents >= priceCents,
  };
}
