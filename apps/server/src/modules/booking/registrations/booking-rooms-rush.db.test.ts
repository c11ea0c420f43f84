import { addDays } from '@congress/domain/stays';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, clientAs, insertUsers } from '../../../../test/fixtures/booking-fixtures.ts';
import {
  blockOf,
  demoNights,
  insertBlockedHotel,
  spokenNight,
} from '../../../../test/fixtures/stay-booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { participations } from '../../../db/schema/index.ts';
import { countRoomUse } from '../../capacity/capacity.service.ts';

const ATTEMPTS = 300;
const ROOMS = 40;

/**
 * Decisions 46, under decisions 10's guarantees: a rush of bookings with random stays on a block of
 * 40 rooms a night never oversells a night, and every refusal names a full night.
 */
describe('a rush of bookings with random stays on one block', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it(`sells at most ${ROOMS} rooms a night to ${ATTEMPTS} simultaneous stays, refusing the rest with the night`, async () => {
    const nights = await demoNights(t.database.db);
    const { hotelId, rateId } = await insertBlockedHotel(
      t.database.db,
      blockOf(nights.all, ['single'], ROOMS),
    );
    const subjects = await insertUsers(t.database.db, ATTEMPTS);
    const clients = await Promise.all(subjects.map((subject) => clientAs(t, subject)));
    const stays = clients.map(() => ({
      checkIn: Math.random() < 0.5 ? nights.before : nights.congress.checkIn,
      checkOut: Math.random() < 0.5 ? nights.congress.checkOut : addDays(nights.after, 1),
    }));
    const responses = await Promise.all(
      clients.map((client, i) =>
        client.post(
          '/api/registration/submit',
          bookingBody(rateId, { stay: stays[i], main: { ...bookingBody(rateId).main, firstName: `R${i}` } }),
        ),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status !== 201 && status !== 409)).toEqual([]);
    const named = nights.all.map(spokenNight);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      const { code, message } = response.json();
      expect(code).toBe('CONFLICT');
      expect(
        named.some((night) => message.includes(night)),
        message,
      ).toBe(true);
    }

    // Counted from the database: the stays stored, night by night, and capacity's own count.
    const stored = await t.database.db
      .select({ checkIn: participations.checkInOn, checkOut: participations.checkOutOn })
      .from(participations)
      .where(eq(participations.rateId, rateId));
    expect(stored).toHaveLength(statuses.filter((status) => status === 201).length);
    const use = await countRoomUse(t.database.db, { hotelId }, t.clock.now);
    for (const night of nights.all) {
      const taken = stored.filter((row) => row.checkIn! <= night && row.checkOut! > night).length;
      expect(taken, night).toBeLessThanOrEqual(ROOMS);
      const counted = use.find((row) => row.night === night);
      expect((counted?.sold ?? 0) + (counted?.held ?? 0), night).toBe(taken);
    }
    // Every stay has the congress nights: they fill first, so they sell exactly the block.
    const congressNight = use.find((row) => row.night === nights.congress.checkIn);
    expect((congressNight?.sold ?? 0) + (congressNight?.held ?? 0)).toBe(ROOMS);
  }, 300_000);
});
