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
import { sized } from '../../../../test/suite-size.ts';

const ATTEMPTS = 200;
const QUOTA = 10;
/** The last room, raced again and again with random small delays (50 rounds in the full run). */
const LAST_ROOM_ROUNDS = sized(3, 50);
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 5));

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

  it(`gives the last room (quota 1) to one of ${ATTEMPTS} participants, ${LAST_ROOM_ROUNDS} rounds with random delays`, async () => {
    for (let round = 0; round < LAST_ROOM_ROUNDS; round++) {
      const rateId = await insertRate(t.database.db, { quota: 1 });
      const subjects = await insertUsers(t.database.db, ATTEMPTS);
      const clients = await Promise.all(subjects.map((subject) => clientAs(t, subject)));
      const statuses = await Promise.all(
        clients.map(async (client) => {
          await jitter();
          return (await client.post('/api/registration/submit', bookingBody(rateId))).statusCode;
        }),
      );
      expect(statuses.filter((status) => status !== 409).sort(), `round ${round}`).toEqual([201]);
      const [stored] = await t.database.db
        .select({ n: count() })
        .from(participations)
        .where(eq(participations.rateId, rateId));
      expect(stored?.n, `round ${round}`).toBe(1);
    }
  }, 600_000);

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
