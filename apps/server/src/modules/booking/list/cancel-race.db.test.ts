import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { sized } from '../../../../test/suite-size.ts';

const ROUNDS = sized(2, 20);
const NEWCOMERS = 6;

/** Concurrency: two admins cancel the same participation at once; its place is freed once. */
describe('two concurrent cancellations', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it(`free one place once, e-mail once, and the freed place goes to one newcomer (${ROUNDS} rounds)`, async () => {
    const admins = [
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN')),
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN')),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      const rateId = await insertRate(t.database.db, { quota: 2 });
      const [first, second, ...newcomers] = await Promise.all(
        (await insertUsers(t.database.db, 2 + NEWCOMERS)).map((subject) => clientAs(t, subject)),
      );
      const email = `cancelled-${round}-${rateId}@race.test`;
      const booked = await first!.post('/api/registration/submit', {
        ...bookingBody(rateId),
        main: person('Cancelled', { email }),
      });
      expect(booked.statusCode).toBe(201);
      expect((await second!.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
      const cancel = () =>
        admins.map((admin) =>
          admin.post('/api/participation/bulk/status', {
            congressSlug: 'demo',
            status: 'cancelled',
            selection: { kind: 'participations', ids: [booked.json().id] },
          }),
        );
      const answers = await Promise.all(cancel());
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      expect(answers.map((a) => a.json().done).sort()).toEqual([0, 1]);
      expect(answers.map((a) => a.json().unchanged).sort()).toEqual([0, 1]);
      expect((await first!.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
      const mails = await t.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.toAddress, email), eq(emailOutbox.purpose, 'cancellation')));
      expect(mails).toHaveLength(1);

      const statuses = await Promise.all(
        newcomers.map(
          async (client) => (await client!.post('/api/registration/submit', bookingBody(rateId))).statusCode,
        ),
      );
      expect(statuses.sort()).toEqual([201, ...Array(NEWCOMERS - 1).fill(409)]);
      expect((await first!.get(`/api/rate/${rateId}/count`)).json()).toBe(2);
    }
  }, 300_000);
});
