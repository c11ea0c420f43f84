import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, waitingListEntries } from '../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import {
  emailOf,
  fullRate,
  offerTokenOf,
  waitingListsOf,
} from '../../../test/fixtures/waiting-list-fixtures.ts';
import { sized } from '../../../test/suite-size.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';

const ROUNDS = sized(2, 10);
const SWEEPS = 4;
const OUTSIDERS = 4;

/**
 * Concurrency: two places freed at once, while sweeps run side by side and outsiders
 * try to book, are offered to the first two in line, once each; nobody else takes them.
 */
describe('two places freed at once', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it(`offer two people, never the same place twice (${ROUNDS} rounds)`, async () => {
    const admins = [
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN')),
      await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN')),
    ];
    for (let round = 0; round < ROUNDS; round++) {
      const rateId = await insertRate(t.database.db, { quota: 2 });
      const { holders, waiting } = await fullRate(t, rateId, 2, 4);
      for (const subject of waiting) {
        expect(
          (await (await clientAs(t, subject)).post(`/api/waiting-list/rate/${rateId}/join`)).statusCode,
        ).toBe(201);
      }
      const outsiders = await Promise.all(
        (await insertUsers(t.database.db, OUTSIDERS)).map((subject) => clientAs(t, subject)),
      );
      const lists = Array.from({ length: SWEEPS }, () => waitingListsOf(t));
      const cancel = (i: number) =>
        admins[i]!.post('/api/participation/bulk/status', {
          congressSlug: 'demo',
          status: 'cancelled',
          selection: { kind: 'participations', ids: [holders[i]!.participationId] },
        });
      const [cancels, , bookings] = await Promise.all([
        Promise.all([cancel(0), cancel(1)]),
        Promise.all(lists.map((list) => list.sweep())),
        Promise.all(outsiders.map((client) => client.post('/api/registration/submit', bookingBody(rateId)))),
      ]);
      expect(cancels.map((answer) => answer.json().done)).toEqual([1, 1]);
      await Promise.all(lists.map((list) => list.sweep()));

      // An outsider may have booked a place freed before any sweep saw it: the places never exceed 2.
      const outsiderPlaces = bookings.filter((answer) => answer.statusCode === 201).length;
      expect(bookings.filter((answer) => answer.statusCode >= 500)).toEqual([]);
      const rows = await t.database.db
        .select()
        .from(waitingListEntries)
        .where(eq(waitingListEntries.rateId, rateId));
      const offered = rows.filter((row) => row.status === 'offered').sort((a, b) => a.position - b.position);
      expect(offered.length, `round ${round}`).toBe(2 - outsiderPlaces);
      expect(new Set(offered.map((row) => row.offerTokenHash)).size).toBe(offered.length);
      // The first in line are the ones offered, each e-mailed once.
      const firstInLine = waiting.slice(0, offered.length);
      const mails = await t.database.db
        .select({ to: emailOutbox.toAddress })
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.purpose, 'waiting-list-offer'),
            inArray(emailOutbox.toAddress, await Promise.all(waiting.map((s) => emailOf(t, s)))),
          ),
        );
      expect(mails.map((m) => m.to).sort()).toEqual(
        (await Promise.all(firstInLine.map((s) => emailOf(t, s)))).sort(),
      );
      const [latecomer] = await insertUsers(t.database.db, 1);
      const late = await (await clientAs(t, latecomer!)).post(
        '/api/registration/submit',
        bookingBody(rateId),
      );
      expect(late.statusCode, `round ${round}`).toBe(409);

      // Both offered book at once through their links: both get their place, the rate stays at quota.
      const taken = await Promise.all(
        firstInLine.map(async (subject) =>
          (await clientAs(t, subject)).post('/api/registration/submit', {
            ...bookingBody(rateId),
            waitingListToken: (await offerTokenOf(t, subject))!,
          }),
        ),
      );
      expect(taken.map((answer) => answer.statusCode)).toEqual(firstInLine.map(() => 201));
      expect((await outsiders[1]!.get(`/api/rate/${rateId}/count`)).json()).toBe(2);
    }
  }, 120_000);
});
