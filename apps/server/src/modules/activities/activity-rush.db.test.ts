import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { activityChoices } from '../../db/schema/index.ts';
import {
  type CongressFixture,
  createCongress,
  createRate,
  TEST_JWT_SECRET,
} from '../../../test/fixtures/payment-fixtures.ts';
import { insertActivity, participantWithRegistrations } from '../../../test/fixtures/activity-fixtures.ts';

const ATTEMPTS = 50;
const PLACES = 5;

/** Architecture (quotas): the places of an activity are counted and taken in one locked transaction. */
describe('a rush on an activity', () => {
  let t: TestContext;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext({ JWT_SECRET: TEST_JWT_SECRET });
    congress = await createCongress(t.database.db);
  });
  afterAll(() => t.close());

  it(`gives ${PLACES} places to ${ATTEMPTS} simultaneous choices and refuses the others`, async () => {
    const activity = await insertActivity(t, congress, {
      label: 'Rush',
      startDate: '2031-07-01',
      quota: PLACES,
    });
    const rateId = await createRate(t.database.db, congress, { quota: ATTEMPTS + 10 });
    const people = [];
    for (let i = 0; i < ATTEMPTS; i++)
      people.push(await participantWithRegistrations(t, congress, { rateId }));
    const responses = await Promise.all(
      people.map((p) =>
        p.client.put(`/api/activity/registration/${p.mainId}/choices`, { activityIds: [activity.id] }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.filter((s) => s === 200)).toHaveLength(PLACES);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(ATTEMPTS - PLACES);
    for (const r of refused)
      expect(r.json()).toMatchObject({ code: 'CONFLICT', message: 'This activity is full.' });
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(activityChoices)
      .where(eq(activityChoices.activityId, activity.id));
    expect(stored?.n).toBe(PLACES);
  }, 120_000);
});
