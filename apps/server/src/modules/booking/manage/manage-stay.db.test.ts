import { addDays } from '@congress/domain/stays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertStaff,
  insertUsers,
  manageBodyOf,
} from '../../../../test/fixtures/booking-fixtures.ts';
import {
  blockOf,
  demoNights,
  insertBlockedHotel,
  spokenNight,
  storedStay,
} from '../../../../test/fixtures/stay-booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';

/** Decisions 46: staff move a participation's nights in Manage Registration, within the hotel's block. */
describe('Manage Registration: the stay', () => {
  let t: TestContext;
  let nights: Awaited<ReturnType<typeof demoNights>>;
  beforeAll(async () => {
    t = await createTestContext();
    nights = await demoNights(t.database.db);
  });
  afterAll(() => t.close());

  it('adds an extra night priced by the block, refuses a full or unoffered night, and keeps the stay when none is sent', async () => {
    const congressNights = [nights.congress.checkIn, nights.all[2]!];
    const { rateId } = await insertBlockedHotel(t.database.db, [
      ...blockOf(congressNights, ['single'], 5),
      { night: nights.after, roomType: 'single', rooms: 1, priceCents: 12_000 },
    ]);
    const [subject, other] = await insertUsers(t.database.db, 2);
    const booked = (
      await (await clientAs(t, subject!)).post('/api/registration/submit', bookingBody(rateId))
    ).json();
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const load = async () => (await admin.get(`/api/admin/participation/${booked.id}`)).json();
    const save = async (stay?: { checkIn: string; checkOut: string }) =>
      admin.put(`/api/admin/participation/${booked.id}`, {
        ...manageBodyOf(await load()),
        ...(stay ? { stay } : {}),
      });

    const before = { checkIn: nights.before, checkOut: nights.congress.checkOut };
    const unoffered = await save(before);
    expect(unoffered.statusCode).toBe(400);

    const longer = { checkIn: nights.congress.checkIn, checkOut: addDays(nights.after, 1) };
    const saved = await save(longer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedStay(t.database.db, booked.id)).toMatchObject({
      checkOutOn: longer.checkOut,
      extraNights: [{ night: nights.after, priceCents: 12_000 }],
    });
    expect((await load()).priceCents).toBe(65_000 + 12_000);
    // A save without a stay keeps the nights.
    expect((await save()).statusCode).toBe(200);
    expect(await storedStay(t.database.db, booked.id)).toMatchObject({ checkOutOn: longer.checkOut });

    // The extra night's only room is taken: someone else cannot have it.
    const refused = await (await clientAs(t, other!)).post(
      '/api/registration/submit',
      bookingBody(rateId, { stay: longer }),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(spokenNight(nights.after));
  });
});
