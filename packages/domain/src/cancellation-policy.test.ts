import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CANCELLATION_POLICY,
  policyStageAt,
  quoteCancellation,
  type TCancellationPolicy,
  ZCancellationPolicy,
} from './cancellation-policy.ts';

const policy: TCancellationPolicy = {
  steps: [
    { until: '2031-03-01', feePercent: 0 },
    { until: '2031-05-01', feePercent: 50 },
  ],
  afterLastStep: 'no_refund',
  needsApproval: false,
};
const closedAfter: TCancellationPolicy = { ...policy, afterLastStep: 'closed' };

describe('cancellation policy: the step in force at an instant (decisions 48)', () => {
  // Lisbon is UTC+0 in March (WET) and UTC+1 in May (WEST); Auckland is UTC+13 in March, UTC+12 in May.
  const table: [string, string, TCancellationPolicy, string | number][] = [
    ['Europe/Lisbon', '2031-03-01T23:59:59Z', policy, 0],
    ['Europe/Lisbon', '2031-03-02T00:00:00Z', policy, 50],
    ['Europe/Lisbon', '2031-05-01T22:59:59Z', policy, 50],
    ['Europe/Lisbon', '2031-05-01T23:00:00Z', policy, 100],
    ['Europe/Lisbon', '2031-05-01T23:00:00Z', closedAfter, 'closed'],
    ['Pacific/Auckland', '2031-03-01T10:59:59Z', policy, 0],
    ['Pacific/Auckland', '2031-03-01T11:00:00Z', policy, 50],
    ['Pacific/Auckland', '2031-05-01T11:59:59Z', policy, 50],
    ['Pacific/Auckland', '2031-05-01T12:00:00Z', policy, 100],
    ['America/Los_Angeles', '2031-03-02T07:59:59Z', policy, 0],
    ['America/Los_Angeles', '2031-03-02T08:00:00Z', policy, 50],
  ];
  it.each(table)('in %s at %s', (zone, instant, rules, expected) => {
    const stage = policyStageAt(rules, new Date(instant), zone);
    expect(stage.kind === 'closed' ? 'closed' : stage.feePercent).toBe(expected);
  });

  it('is closed by default: no steps, closed after them', () => {
    expect(policyStageAt(DEFAULT_CANCELLATION_POLICY, new Date('2031-01-01T00:00:00Z'), 'UTC')).toEqual({
      kind: 'closed',
    });
  });

  it('names the step in force', () => {
    expect(policyStageAt(policy, new Date('2031-04-01T12:00:00Z'), 'Europe/Lisbon')).toEqual({
      kind: 'step',
      index: 1,
      until: '2031-05-01',
      feePercent: 50,
    });
  });

  it('refuses steps out of order', () => {
    const steps = [...policy.steps].reverse();
    expect(ZCancellationPolicy.safeParse({ ...policy, steps }).success).toBe(false);
    expect(ZCancellationPolicy.safeParse(policy).success).toBe(true);
  });
});

describe('cancellation policy: fee and refund in cents', () => {
  const at = (instant: string) => ({ policy, now: new Date(instant), timeZone: 'Europe/Lisbon' });
  const table: [string, number, number, number, number][] = [
    // instant, price, paid, fee, refund
    ['2031-02-01T12:00:00Z', 41250, 41250, 0, 41250],
    ['2031-04-01T12:00:00Z', 41250, 41250, 20625, 20625],
    ['2031-04-01T12:00:00Z', 41251, 41251, 20626, 20625],
    ['2031-06-01T12:00:00Z', 41250, 41250, 41250, 0],
    // Partly paid: the fee never goes beyond what was paid; the unpaid balance is written off.
    ['2031-04-01T12:00:00Z', 40000, 10000, 10000, 0],
    ['2031-04-01T12:00:00Z', 40000, 30000, 20000, 10000],
    ['2031-06-01T12:00:00Z', 40000, 0, 0, 0],
  ];
  it.each(table)('at %s, price %i, paid %i: fee %i, refund %i', (instant, price, paid, fee, refund) => {
    const quote = quoteCancellation({ ...at(instant), priceCents: price, paidCents: paid });
    expect([quote.feeCents, quote.refundCents]).toEqual([fee, refund]);
    expect(quote.feeCents + quote.refundCents).toBe(paid);
  });
});
