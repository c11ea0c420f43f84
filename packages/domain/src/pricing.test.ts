import { describe, expect, it } from 'vitest';
import { participationPriceCents, paymentNumber } from './pricing.ts';

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

describe('participation price (decisions 12)', () => {
  it('is the first price, plus the companion price with two active registrations', () => {
    expect(participationPriceCents(single, 1)).toBe(80000);
    expect(participationPriceCents(withCompanion, 1)).toBe(80000);
    expect(participationPriceCents(withCompanion, 2)).toBe(120000);
  });
  it('charges a sharing member nothing: they pay through their own registration', () => {
    expect(participationPriceCents(sharing, 2)).toBe(60000);
  });
  it('adds each extra night at the price it was booked (decisions 46), once per room', () => {
    const nights = [
      { night: '2027-06-09', priceCents: 12000 },
      { night: '2027-06-12', priceCents: 9550 },
    ];
    expect(participationPriceCents(single, 1, nights)).toBe(101550);
    expect(participationPriceCents(withCompanion, 2, nights)).toBe(141550);
    expect(participationPriceCents(sharing, 2, nights)).toBe(81550);
    expect(participationPriceCents(single, 1, [])).toBe(80000);
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

describe('payment number', () => {
  it('is the date as year-month-day plus the payment id', () => {
    expect(paymentNumber(new Date('2027-06-05T10:00:00Z'), 42)).toBe('20270605-42');
    expect(paymentNumber(new Date('2027-06-05T23:30:00Z'), 7, 'Europe/Lisbon')).toBe('20270606-7');
  });
});
