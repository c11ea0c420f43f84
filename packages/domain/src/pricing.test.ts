import { describe, expect, it } from 'vitest';
import {
  amountDueCents,
  forwardAction,
  type PaymentLine,
  paidCents,
  participationPriceCents,
  paymentNumber,
} from './pricing.ts';

const single = { firstParticipantPrice: '800.00', secondParticipantPrice: null, secondParticipantType: null };
const withCompanion = {
  firstParticipantPrice: '800.00',
  secondParticipantPrice: '400.00',
  secondParticipantType: 'accompany' as const,
};
const sharing = {
  firstParticipantPrice: '600.00',
  secondParticipantPrice: '600.00',
  secondParticipantType: 'member' as const,
};

const charge = (
  amountCents: number,
  status: PaymentLine['status'],
  method: PaymentLine['method'] = 'card',
): PaymentLine => ({
  kind: 'charge',
  method,
  status,
  amountCents,
});
const refund = (amountCents: number, status: PaymentLine['status']): PaymentLine => ({
  kind: 'refund',
  method: 'card',
  status,
  amountCents,
});

describe('participation price (decisions 12)', () => {
  it('is the first price, plus the companion price with two active registrations', () => {
    expect(participationPriceCents(single, 1)).toBe(80000);
    expect(participationPriceCents(withCompanion, 1)).toBe(80000);
    expect(participationPriceCents(withCompanion, 2)).toBe(120000);
  });
  it('charges a sharing member nothing: they pay through their own registration', () => {
    expect(participationPriceCents(sharing, 2)).toBe(60000);
  });
  it('works in cents without float error', () => {
    expect(
      participationPriceCents(
        { ...withCompanion, firstParticipantPrice: '0.10', secondParticipantPrice: '0.20' },
        2,
      ),
    ).toBe(30);
  });
});

describe('amount due (decisions 13)', () => {
  it('subtracts confirmed charges and pending transfers, not pending cards or denied ones', () => {
    expect(paidCents([charge(80000, 'confirmed')])).toBe(80000);
    expect(paidCents([charge(80000, 'pending', 'bank_transfer')])).toBe(80000);
    expect(paidCents([charge(80000, 'pending', 'card')])).toBe(0);
    expect(paidCents([charge(80000, 'denied'), charge(80000, 'cancelled')])).toBe(0);
  });
  it('adds back refunds asked or made, not refused ones', () => {
    expect(paidCents([charge(80000, 'confirmed'), refund(20000, 'pending')])).toBe(60000);
    expect(paidCents([charge(80000, 'confirmed'), refund(20000, 'confirmed')])).toBe(60000);
    expect(paidCents([charge(80000, 'confirmed'), refund(20000, 'cancelled')])).toBe(80000);
  });
  it('is the new price minus what is paid', () => {
    expect(amountDueCents(120000, [charge(80000, 'confirmed')])).toBe(40000);
    expect(amountDueCents(55000, [charge(80000, 'confirmed')])).toBe(-25000);
    expect(amountDueCents(80000, [charge(80000, 'confirmed')])).toBe(0);
  });
  it('never lets an unpaid earlier choice be confirmed for free', () => {
    expect(amountDueCents(55000, [])).toBe(55000);
  });
});

describe('forward action and payment number', () => {
  it('is PAYE above 0, REFUND below 0, CONFIRM at 0', () => {
    expect(forwardAction(1)).toBe('PAYE');
    expect(forwardAction(-1)).toBe('REFUND');
    expect(forwardAction(0)).toBe('CONFIRM');
  });
  it('is the date as year-month-day plus the payment id', () => {
    expect(paymentNumber(new Date('2027-06-05T10:00:00Z'), 42)).toBe('20270605-42');
    expect(paymentNumber(new Date('2027-06-05T23:30:00Z'), 7, 'Europe/Lisbon')).toBe('20270606-7');
  });
});
