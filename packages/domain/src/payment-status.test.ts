import { describe, expect, it } from 'vitest';
import type { PaymentMethod, PaymentStatus, RegistrationStatus } from './enums.ts';
import type { MoneyParticipation, MoneyPayment } from './participation-money.ts';
import {
  isToReceive,
  PARTICIPATION_PAYMENT_STATUS_LABELS,
  PARTICIPATION_PAYMENT_STATUSES,
  type ParticipationPaymentStatus,
  participationPaymentStatus,
  paymentTone,
} from './payment-status.ts';

let nextId = 1;
const line = (kind: 'charge' | 'refund', euros: number, status: PaymentStatus, method: PaymentMethod) => ({
  id: nextId++,
  kind,
  method,
  status,
  amountCents: Math.round(euros * 100),
  refundOfPaymentId: null,
});
const card = (euros: number, status: PaymentStatus = 'confirmed') => line('charge', euros, status, 'card');
const manual = (euros: number) => line('charge', euros, 'confirmed', 'manual');
const transfer = (euros: number, status: PaymentStatus = 'pending') =>
  line('charge', euros, status, 'bank_transfer');
const refund = (euros: number, status: PaymentStatus) => line('refund', euros, status, 'card');

const rate = (first: string) => ({
  firstParticipantPrice: first,
  secondParticipantPrice: '300.00',
  secondParticipantType: 'accompany' as const,
});

const participation = (
  price: string,
  statuses: RegistrationStatus[],
  payments: MoneyPayment[],
): MoneyParticipation => ({
  participation: { holdExpiresAt: null, extraNights: [] },
  rate: rate(price),
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
  status: ParticipationPaymentStatus;
  toReceive: boolean;
  tone: ReturnType<typeof paymentTone>;
};

/** Decisions 41, one row per situation the list, the overview and the reminders must tell apart. */
const CASES: Case[] = [
  {
    name: 'nothing paid, EUR 650 due',
    agg: participation('650.00', ['pending'], []),
    status: 'unpaid',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'a declined card and an open card payment are not money received',
    agg: participation('650.00', ['pending'], [card(650, 'denied'), card(650, 'pending')]),
    status: 'unpaid',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'part paid: EUR 400.50 of 650 recorded by hand',
    agg: participation('650.00', ['confirmed'], [manual(400.5)]),
    status: 'partly_paid',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'paid in full, then a companion added: part paid',
    agg: participation('650.00', ['confirmed', 'confirmed'], [card(650)]),
    status: 'partly_paid',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'a transfer chosen for the whole price',
    agg: participation('650.00', ['pending'], [transfer(650)]),
    status: 'awaiting_transfer',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'part paid by card, the rest by a transfer chosen',
    agg: participation('650.00', ['confirmed'], [card(400), transfer(250)]),
    status: 'awaiting_transfer',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'a transfer that covers only part of the price leaves money due',
    agg: participation('650.00', ['confirmed', 'confirmed'], [transfer(650)]),
    status: 'unpaid',
    toReceive: true,
    tone: 'waiting',
  },
  {
    name: 'paid by card',
    agg: participation('650.00', ['confirmed'], [card(650)]),
    status: 'paid',
    toReceive: false,
    tone: 'paid',
  },
  {
    name: 'a transfer received',
    agg: participation('650.00', ['confirmed'], [transfer(650, 'confirmed')]),
    status: 'paid',
    toReceive: false,
    tone: 'paid',
  },
  {
    name: 'price 0 (a speaker room)',
    agg: participation('0.00', ['confirmed'], []),
    status: 'paid',
    toReceive: false,
    tone: 'paid',
  },
  {
    name: 'a staff change to a cheaper room: EUR 50 owed back',
    agg: participation('600.00', ['confirmed'], [card(650)]),
    status: 'refund_due',
    toReceive: false,
    tone: 'refund',
  },
  {
    name: 'refund requested and waiting for an organiser',
    agg: participation('600.00', ['confirmed'], [card(650), refund(50, 'pending')]),
    status: 'refund_due',
    toReceive: false,
    tone: 'refund',
  },
  {
    name: 'refund refused: the credit is closed',
    agg: participation('600.00', ['confirmed'], [card(650), refund(50, 'denied')]),
    status: 'paid',
    toReceive: false,
    tone: 'paid',
  },
  {
    name: 'refund made',
    agg: participation('600.00', ['confirmed'], [card(650), refund(50, 'confirmed')]),
    status: 'paid',
    toReceive: false,
    tone: 'paid',
  },
  {
    name: 'cancelled without payments',
    agg: participation('650.00', ['cancelled'], []),
    status: 'nothing_due',
    toReceive: false,
    tone: 'cancelled',
  },
  {
    name: 'cancelled with a declined card',
    agg: participation('650.00', ['cancelled'], [card(650, 'denied')]),
    status: 'nothing_due',
    toReceive: false,
    tone: 'cancelled',
  },
  {
    name: 'cancelled after paying EUR 650: all of it owed back (a grey row)',
    agg: participation('650.00', ['cancelled'], [card(650)]),
    status: 'refund_due',
    toReceive: false,
    tone: 'cancelled',
  },
  {
    name: 'cancelled, paid and refunded',
    agg: participation('650.00', ['cancelled'], [card(650), refund(650, 'confirmed')]),
    status: 'nothing_due',
    toReceive: false,
    tone: 'cancelled',
  },
  {
    name: 'cancelled, the refund refused: the organiser kept what was paid',
    agg: participation('650.00', ['cancelled'], [card(650), refund(650, 'denied')]),
    status: 'paid',
    toReceive: false,
    tone: 'cancelled',
  },
];

describe('participation payment status (decisions 41)', () => {
  it.each(CASES)('$name: $status', ({ agg, status, toReceive, tone }) => {
    const isCancelled = agg.registrations[0]?.statusRegistration === 'cancelled';
    expect(participationPaymentStatus(agg)).toBe(status);
    expect(isToReceive(status)).toBe(toReceive);
    expect(paymentTone(status, isCancelled)).toBe(tone);
  });

  it('green only for paid: every other active status is pink or amber', () => {
    const tones = PARTICIPATION_PAYMENT_STATUSES.map((status) => [status, paymentTone(status, false)]);
    expect(tones.filter(([, tone]) => tone === 'paid').map(([status]) => status)).toEqual(['paid']);
    expect(tones.filter(([, tone]) => tone === 'refund').map(([status]) => status)).toEqual(['refund_due']);
  });

  it('every status has its label', () => {
    for (const status of PARTICIPATION_PAYMENT_STATUSES)
      expect(PARTICIPATION_PAYMENT_STATUS_LABELS[status]).toMatch(/^[A-Z][a-z ]+$/);
  });
});
