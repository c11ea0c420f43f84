import { describe, expect, it } from 'vitest';
import {
  isTransferOverdue,
  overdueBefore,
  TRANSFER_OVERDUE_DAYS,
  transferDueAt,
  ZMarkReceivedRequest,
} from './payments-desk.ts';

const DAY = 86_400_000;

describe('overdue bank transfers (spec 9: due within 15 days)', () => {
  const chosen = new Date('2027-03-01T10:00:00Z');

  it('is due 15 days after it was chosen and overdue only after that instant', () => {
    expect(TRANSFER_OVERDUE_DAYS).toBe(15);
    expect(transferDueAt(chosen).toISOString()).toBe('2027-03-16T10:00:00.000Z');
    expect(isTransferOverdue(chosen, new Date(chosen.getTime() + 15 * DAY))).toBe(false);
    expect(isTransferOverdue(chosen, new Date(chosen.getTime() + 15 * DAY + 1))).toBe(true);
    expect(overdueBefore(new Date(chosen.getTime() + 16 * DAY)).getTime()).toBe(chosen.getTime() + DAY);
  });

  it('takes an amount typed with a decimal comma, as the point', () => {
    const parsed = ZMarkReceivedRequest.parse({ amount: '12,50', receivedOn: '2027-03-02' });
    expect(parsed.amount).toBe('12.50');
    expect(ZMarkReceivedRequest.safeParse({ amount: '12,505', receivedOn: '2027-03-02' }).success).toBe(
      false,
    );
  });

  it('takes amounts above 0 with at most 2 decimals and a calendar day', () => {
    const ok = (amount: string, receivedOn = '2027-03-02') =>
      ZMarkReceivedRequest.safeParse({ amount, receivedOn }).success;
    expect([ok('800'), ok('800.5'), ok('0.01'), ok('100000')]).toEqual([true, true, true, true]);
    expect([ok('0'), ok('1.234'), ok('-5'), ok('abc'), ok('100000.01')]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([ok('1', '2027-3-2'), ok('1', 'tomorrow')]).toEqual([false, false]);
  });
});
