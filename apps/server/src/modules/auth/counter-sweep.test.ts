import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-db.ts';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { sweepRateLimitCounters } from './counter-sweep.ts';

describe('rate-limit counter sweep', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.drop());

  it('deletes windows older than the longest limit and keeps the current ones', async () => {
    const now = new Date('2027-03-10T12:00:00Z');
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    await t.db.insert(rateLimitCounters).values([
      { key: 'login-account:old@demo.test', windowStart: hoursAgo(3), count: 4 },
      { key: 'login-account:recent@demo.test', windowStart: hoursAgo(1), count: 2 },
      { key: 'reset-address:127.0.0.1', windowStart: now, count: 1 },
    ]);
    expect(await sweepRateLimitCounters(t.db, now)).toBe(1);
    const left = await t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(left.map((row) => row.key).sort()).toEqual([
      'login-account:recent@demo.test',
      'reset-address:127.0.0.1',
    ]);
  });
});
