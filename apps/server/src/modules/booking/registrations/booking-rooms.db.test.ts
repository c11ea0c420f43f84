import { STAY_RULE_MESSAGES } from '@congress/domain/stay-rules';
import { addDays } from '@congress/domain/stays';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  manageBodyOf,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import {
  blockOf,
  demoNights,
  insertBlockedHotel,
  spokenNight,
  storedStay,
} from '../../../../test/fixtures/stay-booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import { countRoomUse } from '../../capacity/capacity.service.ts';

const MINUTE = 60_000;

/** Decisions 46: a booking takes one room of its type for every night of its stay. */
describe('bookings take rooms night by night', () => {
  let t: TestContext;
  let nights: Awaited<ReturnType<typeof demoNights>>;
  beforeAll(async () => {
    t = await createTestContext({ LOG_LEVEL: 'error' });
    nights = await demoNights(t.database.db);
  });
  afterAll(() => t.close());

  const newClient = async () => clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
  const use = (hotelId: number) => countRoomUse(t.database.db, { hotelId }, t.clock.now);

  it('takes one room a night for the whole stay, extra nights priced; a companion shares it; an expired hold frees it', async () => {
    const { hotelId, rateId } = await insertBlockedHotel(
      t.database.db,
      [...blockOf(nights.all, ['single'], 2, 9000), ...blockOf(nights.all, ['double'], 2, 12000)],
      {},
    );
    const stay = { checkIn: nights.before, checkOut: addDays(nights.after, 1) };
    const booked = await (await newClient()).post('/api/registration/submit', bookingBody(rateId, { stay }));
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await storedStay(t.database.db, booked.json().id)).toEqual({
      checkInOn: stay.checkIn,
      checkOutOn: stay.checkOut,
      extraNights: [
        { night: nights.before, priceCents: 9000 },
        { night: nights.after, priceCents: 9000 },
      ],
    });
    expect(await use(hotelId)).toEqual(
      nights.all.map((night) => ({ roomType: 'single', night, sold: 0, held: 1 })),
    );

    const doubleRate = await insertRate(t.database.db, {
      hotelId,
      roomOption: 'twin/double',
      secondParticipantType: 'accompany',
      secondParticipantPrice: '400.00',
    });
    const couple = await (await newClient()).post(
      '/api/registration/submit',
      bookingBody(doubleRate, {
        roomOption: 'double',
        companion: person('Yuki', { email: 'yuki@rooms.test' }),
      }),
    );
    expect(couple.statusCode, couple.body).toBe(201);
    expect(await storedStay(t.database.db, couple.json().id)).toEqual({
      checkInOn: nights.congress.checkIn,
      checkOutOn: nights.congress.checkOut,
      extraNights: [],
    });
    const doubles = (await use(hotelId)).filter((row) => row.roomType === 'double');
    expect(doubles).toEqual(
      [nights.congress.checkIn, nights.all[2]].map((night) => ({
        roomType: 'double',
        night,
        sold: 0,
        held: 1,
      })),
    );

    t.clock.advance(24 * 60 * MINUTE);
    expect(await use(hotelId)).toEqual([]);
  });

  it('refuses a full night with 409 naming it, and changes nothing', async () => {
    const [first, second] = [nights.congress.checkIn, nights.all[2]!];
    const { hotelId, rateId } = await insertBlockedHotel(t.database.db, [
      { night: first, roomType: 'single', rooms: 3 },
      { night: second, roomType: 'single', rooms: 1 },
    ]);
    expect((await (await newClient()).post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(
      201,
    );
    const before = await use(hotelId);
    const client = await newClient();
    const refused = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFLICT' });
    expect(refused.json().message).toBe(
      `No room of this kind is left at this hotel on the night of ${spokenNight(second)}.`,
    );
    expect(await use(hotelId)).toEqual(before);
    expect((await client.get('/api/participation/mine/congress/demo')).statusCode).not.toBe(200);
  });

  it('refuses an extra night the block lacks, and a stay without every congress night, with 400', async () => {
    const { rateId } = await insertBlockedHotel(
      t.database.db,
      blockOf(nights.all.slice(1, 3), ['single'], 5),
    );
    const client = await newClient();
    const extra = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { stay: { checkIn: nights.before, checkOut: nights.congress.checkOut } }),
    );
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ code: 'VALIDATION' });
    expect(Object.keys(extra.json().fields)).toEqual(['stay.checkIn']);
    const short = await client.post(
      '/api/registration/submit',
      bookingBody(rateId, { stay: { checkIn: nights.congress.checkIn, checkOut: nights.all[2]! } }),
    );
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      code: 'VALIDATION',
      message: STAY_RULE_MESSAGES.congressNights,
      fields: { 'stay.checkOut': STAY_RULE_MESSAGES.congressNights },
    });
  });

  async function payByCard(client: TestClient, participationId: number) {
    const created = await client.post('/api/payment/stripe/create', { participation: participationId });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await client.post('/api/payment/offline/confirm', {
      clientSecret: created.json().clientSecret,
      cardNumber: '4242424242424242',
      expMonth: 1,
      expYear: 2031,
      cvc: '123',
      billingName: 'Claire Martin',
      billingEmail: 'claire@booking.test',
    });
    expect(paid.json().status).toBe('succeeded');
  }

  it('a change of dates to a paid participation holds the new night, and applies it when completed', async () => {
    // Free extra nights: the change is completed by CONFIRM whatever the price of a night.
    const { hotelId, rateId } = await insertBlockedHotel(t.database.db, [
      ...blockOf(nights.all.slice(1, 3), ['single'], 2),
      { night: nights.after, roomType: 'single', rooms: 1 },
    ]);
    const client = await newClient();
    const booked = (await client.post('/api/registration/submit', bookingBody(rateId))).json();
    await payByCard(client, booked.id);
    const longer = { checkIn: nights.congress.checkIn, checkOut: addDays(nights.after, 1) };
    const next = await client.post('/api/registration/submit', bookingBody(rateId, { stay: longer }));
    expect(next.statusCode, next.body).toBe(200);
    expect(next.json().pendingChange).not.toBeNull();
    expect(await storedStay(t.database.db, booked.id)).toMatchObject({
      checkInOn: nights.congress.checkIn,
      checkOutOn: nights.congress.checkOut,
    });
    expect((await use(hotelId)).find((row) => row.night === nights.after)).toMatchObject({
      sold: 0,
      held: 1,
    });
    // The night it holds is no one else's.
    const other = await (await newClient()).post(
      '/api/registration/submit',
      bookingBody(rateId, { stay: longer }),
    );
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain(spokenNight(nights.after));

    const done = await client.post('/api/payment/confirm', { participation: booked.id });
    expect(done.json()).toMatchObject({ label: 'CONFIRM' });
    expect(await storedStay(t.database.db, booked.id)).toEqual({
      checkInOn: longer.checkIn,
      checkOutOn: longer.checkOut,
      extraNights: [{ night: nights.after, priceCents: 0 }],
    });
    expect(await use(hotelId)).toEqual(
      nights.all.slice(1).map((night) => ({ roomType: 'single', night, sold: 1, held: 0 })),
    );
  });

  it('refuses a staff change onto a full night too, and changes nothing', async () => {
    const { hotelId, rateId } = await insertBlockedHotel(
      t.database.db,
      [...blockOf(nights.all.slice(1, 3), ['twin'], 1), ...blockOf(nights.all.slice(1, 3), ['double'], 1)],
      { roomOption: 'twin/double', secondParticipantType: 'accompany', secondParticipantPrice: '400.00' },
    );
    const submit = (roomOption: 'twin' | 'double') =>
      newClient().then((client) =>
        client.post('/api/registration/submit', bookingBody(rateId, { roomOption })),
      );
    expect((await submit('double')).statusCode).toBe(201);
    const twin = (await submit('twin')).json();
    const admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    const loaded = (await admin.get(`/api/admin/participation/${twin.id}`)).json();
    const before = await use(hotelId);
    const saved = await admin.put(`/api/admin/participation/${twin.id}`, {
      ...manageBodyOf(loaded),
      roomOption: 'double',
    });
    expect(saved.statusCode, saved.body).toBe(409);
    expect(saved.json().message).toContain(spokenNight(nights.congress.checkIn));
    expect(await use(hotelId)).toEqual(before);
    // The same save on its own room goes through: staff keep the room they have.
    const kept = await admin.put(`/api/admin/participation/${twin.id}`, manageBodyOf(loaded));
    expect(kept.statusCode, kept.body).toBe(200);
  });
});
