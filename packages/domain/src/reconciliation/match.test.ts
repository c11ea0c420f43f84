import { describe, expect, it } from 'vitest';
import { type AwaitedTransfer, type BankLine, matchLine, receiptKind } from './match.ts';

const transfer = (paymentId: number, reference: string, over: Partial<AwaitedTransfer> = {}) => ({
  paymentId,
  reference,
  amountCents: 60000,
  currency: 'EUR',
  firstName: 'Ana',
  lastName: 'Silva',
  ...over,
});
const awaited: AwaitedTransfer[] = [
  transfer(1, 'DEMO-12-AB3K'),
  transfer(2, 'DEMO-14-QW7P', { firstName: 'Camille', lastName: 'Dubois' }),
  transfer(3, 'DEMO-15-ZZ9X', { firstName: 'Élise', lastName: 'Dubois-Martin', amountCents: 80000 }),
];
const line = (over: Partial<BankLine>): BankLine => ({
  amountCents: 60000,
  currency: 'EUR',
  counterparty: null,
  remittance: null,
  bankReference: null,
  ...over,
});

describe('matchLine', () => {
  it('matches the reference quoted exactly, whatever the amount', () => {
    expect(matchLine(line({ remittance: 'Congress DEMO-14-QW7P', amountCents: 1 }), awaited)).toEqual({
      status: 'matched',
      rule: 'reference-exact',
      paymentId: 2,
      candidatePaymentIds: [2],
    });
  });

  it.each([
    ['lower case', 'demo-14-qw7p'],
    ['spaces', 'DEMO 14 QW7P'],
    ['missing dashes', 'DEMO14QW7P'],
    ['inside a longer text', 'REF/DEMO14QW7P/CAMILLE'],
  ])('matches the reference tolerantly: %s', (_, remittance) => {
    expect(matchLine(line({ remittance }), awaited)).toMatchObject({
      status: 'matched',
      rule: 'reference-tolerant',
      paymentId: 2,
    });
  });

  it('prefers an exact reference over a tolerant one elsewhere on the line', () => {
    const found = matchLine(line({ remittance: 'DEMO-12-AB3K', counterparty: 'demo 14 qw7p' }), awaited);
    expect(found).toMatchObject({ rule: 'reference-exact', paymentId: 1 });
  });

  it('without a reference, matches amount and payer name (accents, order, punctuation)', () => {
    expect(
      matchLine(line({ counterparty: 'M. DUBOIS MARTIN ELISE', amountCents: 80000 }), awaited),
    ).toMatchObject({ status: 'matched', rule: 'amount-name', paymentId: 3 });
    expect(matchLine(line({ counterparty: 'SILVA ANA' }), awaited)).toMatchObject({
      status: 'matched',
      rule: 'amount-name',
      paymentId: 1,
    });
  });

  it('is ambiguous when several transfers fit, or when only the amount does', () => {
    const twins = [...awaited, transfer(4, 'DEMO-16-KK2M')];
    expect(matchLine(line({ counterparty: 'Ana Silva' }), twins)).toEqual({
      status: 'ambiguous',
      rule: 'amount-name',
      paymentId: null,
      candidatePaymentIds: [1, 4],
    });
    expect(matchLine(line({ counterparty: 'Hotel Association' }), awaited)).toEqual({
      status: 'ambiguous',
      rule: 'amount',
      paymentId: null,
      candidatePaymentIds: [1, 2],
    });
    expect(matchLine(line({ counterparty: 'Someone', amountCents: 80000 }), awaited)).toMatchObject({
      status: 'ambiguous',
      candidatePaymentIds: [3],
    });
  });

  it('is unmatched when nothing fits, and never matches another currency', () => {
    expect(matchLine(line({ amountCents: 12500, counterparty: 'Ana Silva' }), awaited)).toEqual({
      status: 'unmatched',
      rule: null,
      paymentId: null,
      candidatePaymentIds: [],
    });
    expect(matchLine(line({ remittance: 'DEMO-12-AB3K', currency: 'USD' }), awaited).status).toBe(
      'unmatched',
    );
  });

  it('does not take one reference for a longer one', () => {
    const near = [transfer(5, 'DEMO-1-AB3K')];
    expect(matchLine(line({ remittance: 'DEMO-11-AB3K', amountCents: 1 }), near).status).toBe('unmatched');
  });
});

describe('receiptKind', () => {
  it('says partial, exact or excess against the amount due', () => {
    expect(receiptKind(50000, 60000)).toBe('partial');
    expect(receiptKind(60000, 60000)).toBe('exact');
    expect(receiptKind(70000, 60000)).toBe('excess');
  });
});
