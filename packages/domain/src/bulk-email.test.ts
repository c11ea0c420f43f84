import { describe, expect, it } from 'vitest';
import { accountStatement, type StatementPayment } from './account-statement.ts';
import { bulkEmailFilter, isOnlyIncomplete, type RecipientFacts, skipReasonOf } from './bulk-email.ts';
import { ZParticipationFilter } from './contracts/participation-list.ts';

const charge = (cents: number, method: StatementPayment['method'], status: StatementPayment['status']) =>
  ({ kind: 'charge', method, status, amountCents: cents }) as const;
const statement = (priceCents: number, payments: StatementPayment[] = []) =>
  accountStatement({ priceCents, payments });
const facts = (overrides: Partial<RecipientFacts> = {}): RecipientFacts => ({
  hasEmail: true,
  statement: statement(80_000),
  missing: [],
  ...overrides,
});
const reminder = { template: 'Reminder Payment', includeIncomplete: false } as const;
const information = { template: 'General Information', includeIncomplete: false } as const;

describe('bulkEmailFilter (decisions 36)', () => {
  it('reads the All tab as Active, so cancelled participations are left out', () => {
    const all = ZParticipationFilter.parse({ search: 'martin' });
    expect(bulkEmailFilter(all)).toEqual({ ...all, status: 'active' });
  });

  it('keeps every other tab, the Cancelled tab included', () => {
    for (const status of ['active', 'pending', 'confirmed', 'cancelled'] as const) {
      const filter = ZParticipationFilter.parse({ status });
      expect(bulkEmailFilter(filter)).toEqual(filter);
    }
  });
});

describe('skipReasonOf', () => {
  it('leaves out a recipient without an address first', () => {
    expect(skipReasonOf(facts({ hasEmail: false, missing: ['x'] }), reminder)).toBe('no-email');
  });

  it('never sends a payment reminder to a €0, settled or cancelled participation', () => {
    expect(skipReasonOf(facts({ statement: statement(0) }), reminder)).toBe('nothing-due');
    const paid = statement(80_000, [charge(80_000, 'card', 'confirmed')]);
    expect(skipReasonOf(facts({ statement: paid }), reminder)).toBe('nothing-due');
    expect(skipReasonOf(facts({ statement: paid }), { ...reminder, includeIncomplete: true })).toBe(
      'nothing-due',
    );
  });

  it('reminds an amount due, a part paid and a transfer awaited (the Wait payment tab, decisions 41)', () => {
    expect(skipReasonOf(facts(), reminder)).toBeNull();
    const partly = statement(65_000, [charge(40_050, 'manual', 'confirmed')]);
    expect(partly.dueCents).toBe(24_950);
    expect(skipReasonOf(facts({ statement: partly }), reminder)).toBeNull();
    const owed = statement(60_000, [charge(65_000, 'card', 'confirmed')]);
    expect(skipReasonOf(facts({ statement: owed }), reminder)).toBe('nothing-due');
    const awaited = statement(80_000, [charge(80_000, 'bank_transfer', 'pending')]);
    expect(awaited.dueCents).toBe(0);
    expect(skipReasonOf(facts({ statement: awaited }), reminder)).toBeNull();
  });

  it('sends information to a €0 participation', () => {
    expect(skipReasonOf(facts({ statement: statement(0) }), information)).toBeNull();
    expect(
      skipReasonOf(facts({ statement: statement(0) }), { template: null, includeIncomplete: false }),
    ).toBeNull();
  });

  it('skips an empty placeholder unless staff include them', () => {
    const incomplete = facts({ missing: ['paymentReference'] });
    expect(skipReasonOf(incomplete, reminder)).toBe('incomplete');
    expect(skipReasonOf(incomplete, { ...reminder, includeIncomplete: true })).toBeNull();
    expect(isOnlyIncomplete(incomplete, { ...reminder, includeIncomplete: true })).toBe(true);
    expect(isOnlyIncomplete(facts({ missing: ['x'], statement: statement(0) }), reminder)).toBe(false);
  });
});
