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
import { countRoomUse } from '../../capacity/capacity.service.ts';

/** Decisions 46: who shares a room, what a modification takes, and what a cancellation gives back. */
describe('rooms across changes', () => {
  let t: TestContext;
  let nights: Awaited<ReturnType<typeof demoNights>>;
  beforeAll(async () => {
    t = await createTestContext();
    nights = await demoNights(t.database.db);
  });
  afterAll(() => t.close());

  const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const use = (hotelId: number) => countRoomUse(t.database.db, { hotelId }, t.clock.now);
  const congressNights = () => [nights.congress.checkIn, nights.all[2]!];

  it('two members sharing take one room', async () => {
    const { hotelId, rateId } = await insertBlockedHotel(
      t.database.db,
      blockOf(congressNights(), ['twin'], 1),
      {
        roomOption: 'twin/double',
        secondParticipantType: 'member',
        secondParticipantPrice: '0.00',
      },
    );
    const sharing = { firstName: 'Ana', lastName: 'Silva', memberNumber: 'M-4711' };
    const booked = await (await newClient()).post(
      '/api/registration/submit',
      bookingBody(rateId, { roomOption: 'twin', sharing }),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await use(hotelId)).toEqual(
      congressNights().map((night) => ({ roomType: 'twin', night, sold: 0, held: 1 })),
    );
  });

  it('a modification that adds a full night is refused and keeps the stay; one that fits takes it', async () => {
    const { hotelId, rateId } = await insertBlockedHotel(t.database.db, [
      ...blockOf(congressNights(), ['single'], 5),
      { night: nights.after, roomType: 'single', rooms: 1 },
    ]);
    const longer = { checkIn: nights.congress.checkIn, checkOut: addDays(nights.after, 1) };
    const first = await newClient();
    expect(
      (await first.post('/api/registration/submit', bookingBody(rateId, { stay: longer }))).statusCode,
    ).toBe(201);
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(rateId))).json();
    const refused = await client.post('/api/registration/submit', bookingBody(rateId, { stay: longer }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(spokenNight(nights.after));
    expect(await storedStay(t.database.db, booked.id)).toMatchObject({
      checkOutOn: nights.congress.checkOut,
    });

    // The first gives its extra night back by modifying its stay; the second takes it.
    const shorter = await first.post('/api/registration/submit', bookingBody(rateId));
    expect(shorter.statusCode, shorter.body).toBe(200);
    const taken = await client.post('/api/registration/submit', bookingBody(rateId, { stay: longer }));
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await storedStay(t.database.db, booked.id)).toMatchObject({ checkOutOn: longer.checkOut });
    expect((await use(hotelId)).find((row) => row.night === nights.after)).toMatchObject({ held: 1 });
  });

  it('a staff cancellation gives the room back; making it active again (a save, a bulk status) stays within the block', async () => {
    const { hotelId, rateId } = await insertBlockedHotel(
      t.database.db,
      blockOf(congressNights(), ['single'], 1),
    );
    const booked = (await (await newClient()).post('/api/registration/submit', bookingBody(rateId))).json();
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const load = async () => (await admin.get(`/api/admin/participation/${booked.id}`)).json();
    const cancelled = await admin.put(`/api/admin/participation/${booked.id}`, {
      ...manageBodyOf(await load()),
      statusRegistration: 'cancelled',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await use(hotelId)).toEqual([]);

    // Someone else takes the room: the cancelled one cannot come back over the block.
    expect((await (await newClient()).post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(
      201,
    );
    const revived = await admin.put(`/api/admin/participation/${booked.id}`, {
      ...manageBodyOf(await load()),
      statusRegistration: 'confirmed',
    });
    expect(revived.statusCode).toBe(409);
    expect(revived.json().message).toContain(spokenNight(nights.congress.checkIn));
    // Nor through the list's bulk status.
    const bulk = await admin.post('/api/participation/bulk/status', {
      congressSlug: 'demo',
      status: 'confirmed',
      selection: { kind: 'participations', ids: [booked.id] },
    });
    expect(bulk.statusCode, bulk.body).toBe(200);
    expect(bulk.json()).toMatchObject({ done: 0 });
    expect(bulk.json().failures[0].message).toContain(spokenNight(nights.congress.checkIn));
    expect((await use(hotelId)).map((row) => row.sold + row.held)).toEqual([1, 1]);
  });
});
