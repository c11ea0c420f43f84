import { describe, expect, it } from 'vitest';
import {
  allocateRefund,
  choiceStatementOf,
  dueOf,
  HOLD_EXPIRED,
  isLateForHold,
  type MoneyPayment,
  openCardPayment,
  priceOf,
  statementOf,
} from './participation-money.ts';

const payment = (id: number, fields: Partial<MoneyPayment>): MoneyPayment => ({
  id,
  kind: 'charge',
  method: 'card',
  status: 'confirmed',
  amountCents: 10_000,
  refundOfPaymentId: null,
  ...fields,
});
const rate = { firstParticipantPrice: '800.00', secondParticipantPrice: null, secondParticipantType: null };
const participation = (
  payments: MoneyPayment[],
  holdExpiresAt: Date | null = null,
  extraNights: { night: string; priceCents: number }[] = [],
) => ({
  participation: { holdExpiresAt, extraNights },
  rate,
  registrations: [{ position: 1, statusRegistration: 'pending' as const, statusComment: null }],
  payments,
});

describe('participation money (decisions 31)', () => {
  it('counts a pending transfer against what is due, but not as money received', () => {
    const payments = [
      payment(1, { amountCents: 30_000 }),
      payment(2, { method: 'bank_transfer', status: 'pending', amountCents: 50_000 }),
    ];
    expect(dueOf(participation(payments))).toBe(0);
    expect(statementOf(participation(payments)).receivedCents).toBe(30_000);
  });

  it('prices the extra nights booked, and a pending change by the extra nights of its plan (decisions 46)', () => {
    const nights = [
      { night: '2027-06-09', priceCents: 12_000 },
      { night: '2027-06-12', priceCents: 12_000 },
    ];
    const paid = [payment(1, { amountCents: 80_000 })];
    const booked = participation(paid, null, nights);
    expect(priceOf(booked)).toBe(104_000);
    expect(dueOf(booked)).toBe(24_000);
    const cancelled = {
      ...booked,
      registrations: [{ position: 1, statusRegistration: 'cancelled' as const, statusComment: null }],
    };
    expect(priceOf(cancelled)).toBe(0);
    // Cancelled under a policy with a fee (decisions 48): the fee is its price, the rest is owed back.
    const withFee = {
      ...cancelled,
      participation: { ...cancelled.participation, cancellationFeeCents: 40_000 },
    };
    expect(priceOf(withFee)).toBe(40_000);
    expect(statementOf(withFee).creditCents).toBe(40_000);
    const now = new Date('2027-03-01T10:00:00Z');
    const change = { rate, holdExpiresAt: new Date('2027-03-01T11:00:00Z'), hasSecond: false };
    const fewer = { ...booked, pendingChange: { ...change, extraNights: nights.slice(0, 1) } };
    expect(choiceStatementOf(fewer, now).dueCents).toBe(12_000);
    expect(statementOf(fewer).dueCents).toBe(24_000);
    const expired = { ...fewer, pendingChange: { ...fewer.pendingChange, holdExpiresAt: now } };
    expect(choiceStatementOf(expired, now).dueCents).toBe(24_000);
  });

  it('spreads a refund over confirmed charges, newest first, within what each has left', () => {
    const payments = [
      payment(1, { amountCents: 20_000 }),
      payment(2, { amountCents: 10_000 }),
      payment(3, { kind: 'refund', status: 'confirmed', amountCents: 4_000, refundOfPaymentId: 2 }),
    ];
    const parts = allocateRefund(payments, 15_000);
    expect(parts.map((part) => [part.charge?.id, part.amountCents])).toEqual([
      [2, 6_000],
      [1, 9_000],
    ]);
  });

  it('leaves what no received money covers to a pending transfer, settled by hand', () => {
    const transfer = payment(2, { method: 'bank_transfer', status: 'pending' });
    const parts = allocateRefund([payment(1, { amountCents: 5_000 }), transfer], 8_000);
    expect(parts.map((part) => [part.charge?.id, part.amountCents])).toEqual([
      [1, 5_000],
      [2, 3_000],
    ]);
  });

  it('finds the open card payment and tells a late success (decisions 11, 14)', () => {
    const open = payment(2, { status: 'pending' });
    expect(openCardPayment(participation([payment(1, { status: 'denied' }), open]))).toBe(open);
    const now = new Date('2027-03-01T10:00:00Z');
    expect(isLateForHold(participation([], new Date('2027-03-01T09:59:00Z')), now)).toBe(true);
    expect(isLateForHold(participation([], new Date('2027-03-01T10:01:00Z')), now)).toBe(false);
    const swept = {
      ...participation([]),
      registrations: [{ position: 1, statusRegistration: 'cancelled' as const, statusComment: HOLD_EXPIRED }],
    };
    expect(isLateForHold(swept, now)).toBe(true);
  });
});
