import { describe, expect, it } from 'vitest';
import { forwardStep } from './forward-route.ts';

describe('the payment summary forward button (spec 2.2)', () => {
  it('goes to bankTransfer with the amount when something is due and bank transfer is chosen', () => {
    expect(
      forwardStep('demo', 'member', { action: 'PAYE', actionAmountCents: 120000 }, 'bank_transfer'),
    ).toEqual({
      kind: 'bankTransfer',
      href: '/demo/rate/member/registration/bank-transfer?amount=1200.00',
    });
  });

  it('goes to the card payment otherwise', () => {
    expect(forwardStep('demo', 'member', { action: 'PAYE', actionAmountCents: 80000 }, 'card')).toEqual({
      kind: 'payment',
      href: '/demo/rate/member/registration/payment',
    });
  });

  it('confirms when nothing is due, and refunds the credit, whatever the method', () => {
    expect(
      forwardStep('demo', 'member', { action: 'CONFIRM', actionAmountCents: 0 }, 'bank_transfer'),
    ).toEqual({
      kind: 'confirm',
      amount: '0.00',
    });
    expect(forwardStep('demo', 'member', { action: 'REFUND', actionAmountCents: 25000 }, 'card')).toEqual({
      kind: 'confirm',
      amount: '250.00',
    });
  });
});
