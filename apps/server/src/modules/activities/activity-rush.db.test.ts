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
import { sized } from '../../../test/suite-size.ts';

const ATTEMPTS = 50;
const PLACES = 5;
/** An activity's last place raced again and again with random small delays. */
const LAST_PLACE_ROUNDS = sized(3, 50);
const LAST_PLACE_ATTEMPTS = sized(ATTEMPTS, 200);
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 5));

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

  it(`gives an activity's last place to one of ${LAST_PLACE_ATTEMPTS} people, ${LAST_PLACE_ROUNDS} rounds with random delays`, async () => {
    const rateId = await createRate(t.database.db, congress, { quota: LAST_PLACE_ATTEMPTS + 10 });
    const people = [];
    for (let i = 0; i < LAST_PLACE_ATTEMPTS; i++)
      people.push(await participantWithRegistrations(t, congress, { rateId }));
    for (let round = 0; round < LAST_PLACE_ROUNDS; round++) {
      const activity = await insertActivity(t, congress, {
        label: `Last place ${round}`,
        startDate: '2031-07-02',
        quota: 1,
      });
      const statuses = await Promise.all(
        people.map(async (p) => {
          await jitter();
          const response = await p.client.put(`/api/activity/registration/${p.mainId}/choices`, {
            activityIds: [activity.id],
          });
          return response.statusCode;
        }),
      );
      expect(statuses.filter((s) => s !== 409).sort(), `round ${round}`).toEqual([200]);
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(activityChoices)
        .where(eq(activityChoices.activityId, activity.id));
      expect(stored?.n, `round ${round}`).toBe(1);
    }
  }, 600_000);
});
