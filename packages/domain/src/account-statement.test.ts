import { describe, expect, it } from 'vitest';
import {
  type AccountStatement,
  accountStatement,
  PAYMENT_STATE_LABELS,
  paymentState,
  type StatementPayment,
} from './account-statement.ts';
import type { PaymentMethod, PaymentStatus, RegistrationStatus } from './enums.ts';
import { type MoneyParticipation, type MoneyPayment, statementOf } from './participation-money.ts';

const EUR = 100;
let nextId = 1;
const line = (
  kind: 'charge' | 'refund',
  euros: number,
  status: PaymentStatus,
  method: PaymentMethod = 'card',
): MoneyPayment => ({
  id: nextId++,
  kind,
  method,
  status,
  amountCents: euros * EUR,
  refundOfPaymentId: null,
});
const card = (euros: number, status: PaymentStatus = 'confirmed') => line('charge', euros, status);
const transfer = (euros: number, status: PaymentStatus = 'pending') =>
  line('charge', euros, status, 'bank_transfer');
const refund = (euros: number, status: PaymentStatus) => line('refund', euros, status);

const double = {
  firstParticipantPrice: '800.00',
  secondParticipantPrice: '400.00',
  secondParticipantType: 'accompany' as const,
};
const single = {
  firstParticipantPrice: '1200.00',
  secondParticipantPrice: null,
  secondParticipantType: null,
};
const sharing = {
  firstParticipantPrice: '600.00',
  secondParticipantPrice: '600.00',
  secondParticipantType: 'member' as const,
};
const speaker = { firstParticipantPrice: '0.00', secondParticipantPrice: null, secondParticipantType: null };

const participation = (
  rate: MoneyParticipation['rate'],
  statuses: RegistrationStatus[],
  payments: MoneyPayment[],
): MoneyParticipation => ({
  participation: { holdExpiresAt: null, extraNights: [] },
  rate,
  registrations: statuses.map((statusRegistration, index) => ({
    position: index + 1,
    statusRegistration,
    statusComment: null,
  })),
  payments,
});

type Case = {
  name: string;
  agg: MoneyParticipation;
  expected: Partial<AccountStatement>;
};

const cases: Case[] = [
  {
    name: 'new, nothing paid: the whole price is due',
    agg: participation(single, ['pending'], []),
    expected: {
      priceCents: 120_000,
      paidCents: 0,
      dueCents: 120_000,
      action: 'PAYE',
      actionAmountCents: 120_000,
      isSettled: false,
    },
  },
  {
    name: 'paid in full by card',
    agg: participation(single, ['confirmed'], [card(1200)]),
    expected: { paidCents: 120_000, receivedCents: 120_000, dueCents: 0, action: 'CONFIRM', isSettled: true },
  },
  {
    name: 'a declined card and an open card payment pay nothing',
    agg: participation(single, ['pending'], [card(1200, 'denied'), card(1200, 'pending')]),
    expected: { paidCents: 0, dueCents: 120_000, action: 'PAYE' },
  },
  {
    name: 'upgrade after paying: only the difference is due',
    agg: participation(double, ['confirmed', 'pending'], [card(800)]),
    expected: { priceCents: 120_000, dueCents: 40_000, action: 'PAYE', actionAmountCents: 40_000 },
  },
  {
    name: 'companion removed after paying the double: a credit to ask back',
    agg: participation(double, ['confirmed', 'cancelled'], [card(1200)]),
    expected: {
      priceCents: 80_000,
      dueCents: -40_000,
      creditCents: 40_000,
      action: 'REFUND',
      actionAmountCents: 40_000,
    },
  },
  {
    name: 'downgrade with the refund requested: nothing more to ask, the request shows',
    agg: participation(single, ['confirmed'], [card(1600), refund(400, 'pending')]),
    expected: {
      dueCents: -40_000,
      refundRequestedCents: 40_000,
      creditCents: 0,
      action: 'CONFIRM',
      isSettled: true,
    },
  },
  {
    name: 'downgrade with the refund approved: settled',
    agg: participation(single, ['confirmed'], [card(1600), refund(400, 'confirmed')]),
    expected: {
      refundedCents: 40_000,
      receivedCents: 120_000,
      dueCents: 0,
      creditCents: 0,
      action: 'CONFIRM',
    },
  },
  {
    name: 'downgrade with the refund refused: the credit is closed, no new REFUND',
    agg: participation(single, ['confirmed'], [card(1300), refund(100, 'denied')]),
    expected: { refundRefusedCents: 10_000, dueCents: 0, creditCents: 0, action: 'CONFIRM' },
  },
  {
    name: 'upgrade while a refund request is open: settles against it, nothing charged twice',
    agg: participation(
      { ...single, firstParticipantPrice: '1600.00' },
      ['confirmed'],
      [card(1600), refund(400, 'pending')],
    ),
    expected: { dueCents: 0, action: 'CONFIRM', excessRefundRequestCents: 40_000 },
  },
  {
    name: 'a dearer upgrade while a refund request is open: pays only the difference to what was paid',
    agg: participation(
      { ...single, firstParticipantPrice: '2000.00' },
      ['confirmed'],
      [card(1600), refund(400, 'pending')],
    ),
    expected: {
      dueCents: 40_000,
      action: 'PAYE',
      actionAmountCents: 40_000,
      excessRefundRequestCents: 40_000,
    },
  },
  {
    name: 'a bank transfer on its way covers the price but is not paid',
    agg: participation(single, ['pending'], [transfer(1200)]),
    expected: {
      paidCents: 0,
      awaitingTransferCents: 120_000,
      dueCents: 0,
      action: 'CONFIRM',
      isSettled: false,
    },
  },
  {
    name: 'a transfer replaced by a card payment: the cancelled transfer counts for nothing',
    agg: participation(single, ['confirmed'], [transfer(1200, 'cancelled'), card(1200)]),
    expected: { paidCents: 120_000, awaitingTransferCents: 0, dueCents: 0, isSettled: true },
  },
  {
    name: 'cancelled with nothing paid: nothing due',
    agg: participation(single, ['cancelled'], []),
    expected: { priceCents: 0, dueCents: 0, action: 'CONFIRM' },
  },
  {
    name: 'cancelled after paying: the payment is a credit',
    agg: participation(double, ['cancelled', 'cancelled'], [card(1200)]),
    expected: { priceCents: 0, dueCents: -120_000, creditCents: 120_000 },
  },
  {
    name: 'a €0 rate (guest speaker): nothing due, settled',
    agg: participation(speaker, ['confirmed'], []),
    expected: { priceCents: 0, dueCents: 0, action: 'CONFIRM', isSettled: true },
  },
  {
    name: 'sharing a room: each member pays their own first participant price',
    agg: participation(sharing, ['pending', 'pending'], []),
    expected: { priceCents: 60_000, dueCents: 60_000 },
  },
  {
    name: 'companion added to a paid single-person double: the companion price is due',
    agg: participation(double, ['confirmed', 'pending'], [card(800)]),
    expected: { priceCents: 120_000, dueCents: 40_000 },
  },
];

describe('the account statement (decisions 31)', () => {
  it.each(cases)('$name', ({ agg, expected }) => {
    expect(statementOf(agg)).toMatchObject(expected);
  });

  it('is the same function for a bare list of lines', () => {
    const payments: StatementPayment[] = [card(500), transfer(300), refund(100, 'confirmed')];
    expect(accountStatement({ priceCents: 100_000, payments })).toMatchObject({
      paidCents: 50_000,
      awaitingTransferCents: 30_000,
      refundedCents: 10_000,
      receivedCents: 40_000,
      dueCents: 100_000 - 50_000 - 30_000 + 10_000,
    });
  });

  it('names every line for the payment history', () => {
    const states = [
      card(1),
      card(1, 'pending'),
      card(1, 'denied'),
      card(1, 'cancelled'),
      transfer(1),
      refund(1, 'pending'),
      refund(1, 'confirmed'),
      refund(1, 'denied'),
      refund(1, 'cancelled'),
    ].map((payment) => PAYMENT_STATE_LABELS[paymentState(payment)]);
    expect(states).toEqual([
      'Paid',
      'Processing',
      'Declined',
      'Cancelled',
      'Awaiting transfer',
      'Refund requested',
      'Refunded',
      'Refund refused',
      'Refund withdrawn',
    ]);
  });
});
