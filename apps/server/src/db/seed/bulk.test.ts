import { REGISTRATION_STATUSES } from '@congress/domain/enums';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { participations } from '../schema/index.ts';
import { BULK_NOT_READY, loadBulkContext, parseBulkArgs, seedBulk } from './bulk.ts';
import { planBulkParticipation } from './bulk-plan.ts';

describe('seed:bulk', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('parses --participations N and refuses anything else', () => {
    expect(parseBulkArgs(['--participations', '250'])).toEqual({ participations: 250 });
    expect(parseBulkArgs(['--participations=0'])).toEqual({ participations: 0 });
    for (const args of [[], ['--participations', 'many'], ['--participations', '-3'], ['--other', '1']]) {
      expect(() => parseBulkArgs(args), args.join(' ')).toThrow(/--participations must be a whole number/);
    }
  });

  it('finds the demo congress, its rates and activities', async () => {
    const context = await loadBulkContext(t.database.db);
    expect(context.rates).toHaveLength(13);
    expect(context.activityIds).toHaveLength(6);
  });

  it('plans a mix that covers every rate, status and payment kind', async () => {
    const context = await loadBulkContext(t.database.db);
    const plans = Array.from({ length: 13 * 3 }, (_, i) => planBulkParticipation(context, i));
    expect(new Set(plans.map((p) => p.rate.id)).size).toBe(13);
    expect(new Set(plans.map((p) => p.status))).toEqual(new Set(REGISTRATION_STATUSES));
    expect(new Set(plans.map((p) => p.payment))).toEqual(new Set(['card', 'bank_transfer', 'none']));
    expect(plans.some((p) => p.withCompanion) && plans.some((p) => p.sharesWithMember)).toBe(true);
    expect(planBulkParticipation(context, 7)).toEqual(planBulkParticipation(context, 7));
  });

  it('adds nothing for 0, and says participations wait for the registration capability', async () => {
    const countParticipations = async () =>
      (await t.database.db.select({ n: count() }).from(participations))[0]?.n;
    const before = await countParticipations();
    expect(await seedBulk(t.database.db, { participations: 0 })).toEqual({ created: 0 });
    await expect(seedBulk(t.database.db, { participations: 3 })).rejects.toThrow(BULK_NOT_READY);
    expect(await countParticipations()).toBe(before);
  });
});
