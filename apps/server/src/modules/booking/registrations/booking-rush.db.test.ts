import { MESSAGES } from '@congress/domain/messages';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { participations } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

const ATTEMPTS = 200;
const QUOTA = 10;

/** Decisions 10: a rush on a rate gives exactly its quota of places, refuses the rest, never a 5xx. */
describe('a rush of bookings on one rate', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it(`gives ${QUOTA} places to ${ATTEMPTS} simultaneous new participants and refuses the others`, async () => {
    const rateId = await insertRate(t.database.db, { quota: QUOTA });
    const subjects = await insertUsers(t.database.db, ATTEMPTS);
    const clients = await Promise.all(subjects.map((subject) => clientAs(t, subject)));
    const responses = await Promise.all(
      clients.map((client, i) =>
        client.post(
          '/api/registration/submit',
          bookingBody(rateId, { main: { ...bookingBody(rateId).main, firstName: `P${i}` } }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(QUOTA);
    const refused = responses.filter((response) => response.statusCode === 409);
    expect(refused).toHaveLength(ATTEMPTS - QUOTA);
    for (const response of refused) {
      expect(response.json()).toMatchObject({ code: 'RATE_UNAVAILABLE', message: MESSAGES.rateUnavailable });
    }
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(participations)
      .where(eq(participations.rateId, rateId));
    expect(stored?.n).toBe(QUOTA);
    expect((await clients[0]!.get(`/api/rate/${rateId}/count`)).json()).toBe(QUOTA);
  }, 60_000);

  it('lets one participant in two tabs make one participation, never two', async () => {
    const rateId = await insertRate(t.database.db, { quota: 5 });
    const [subject] = await insertUsers(t.database.db, 1);
    const client = await clientAs(t, subject!);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/api/registration/submit', bookingBody(rateId))),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(responses.map((r) => r.json().id)).size).toBe(1);
    expect((await client.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
  });
});
