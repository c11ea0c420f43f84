import { PICKUP_MESSAGES, type TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { dayInZone } from '@congress/domain/dates';
import { addDays } from '@congress/domain/stays';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { auditLog, hotels, participations, roomBlocks } from '../../db/schema/index.ts';

const NIGHTS = ['2027-06-10', '2027-06-11'];

/** Decisions 46: a hotel's pickup per night, its attrition exposure, and releasing unsold rooms. */
describe('room pickup and release', () => {
  let t: TestContext;
  let hotelId: number;
  let rateId: number;
  let admin: Awaited<ReturnType<typeof clientAs>>;
  // The demo congress's calendar day, as the report takes it.
  const today = dayInZone(new Date(), 'Europe/Lisbon');

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const { congressId } = await demoIds(db);
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'Pickup Hotel' }).returning();
    hotelId = hotel!.id;
    rateId = await insertRate(db, { hotelId, quota: 50 });
    // 10 June released yesterday (its unsold rooms are owed), 11 June next month (at risk).
    await db.insert(roomBlocks).values([
      {
        congressId,
        hotelId,
        roomType: 'single',
        night: NIGHTS[0]!,
        rooms: 10,
        releaseOn: addDays(today, -1),
        extraNightPriceCents: 10_000,
      },
      {
        congressId,
        hotelId,
        roomType: 'single',
        night: NIGHTS[1]!,
        rooms: 8,
        releaseOn: addDays(today, 30),
        extraNightPriceCents: 12_000,
      },
      {
        congressId,
        hotelId,
        roomType: 'double',
        night: NIGHTS[1]!,
        rooms: 4,
        releaseOn: addDays(today, 30),
        extraNightPriceCents: 15_000,
      },
    ]);
    // Three single rooms on both nights: two paid, one still held.
    for (const paid of [true, true, false]) {
      const [subject] = await insertUsers(db, 1);
      const response = await (await clientAs(t, subject!)).post(
        '/api/registration/submit',
        bookingBody(rateId),
      );
      expect(response.statusCode, response.body).toBe(201);
      await db
        .update(participations)
        .set({ checkInOn: NIGHTS[0]!, checkOutOn: '2027-06-12', ...(paid ? { holdExpiresAt: null } : {}) })
        .where(eq(participations.id, response.json().id));
    }
    admin = await clientAs(t, await insertStaff(db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('reports contracted, sold, held and free per night, what is owed past a release date and what is at risk', async () => {
    const response = await admin.get(`/api/hotel/${hotelId}/pickup`);
    expect(response.statusCode, response.body).toBe(200);
    const pickup = response.json() as TRoomPickup;
    expect(pickup).toMatchObject({ hotelName: 'Pickup Hotel', currency: 'EUR', today });
    expect(pickup.nights.map((n) => [n.night, n.isCongressNight])).toEqual([
      ['2027-06-10', true],
      ['2027-06-11', true],
    ]);
    expect(pickup.nights[0]!.cells).toEqual([
      expect.objectContaining({
        roomType: 'single',
        contracted: 10,
        sold: 2,
        held: 1,
        free: 7,
        isReleasePast: true,
        exposureCents: 80_000,
        atRiskCents: 0,
      }),
    ]);
    expect(pickup.nights[1]!.cells.map((c) => [c.roomType, c.free, c.exposureCents, c.atRiskCents])).toEqual([
      ['single', 5, 0, 72_000],
      ['double', 4, 0, 60_000],
    ]);
    expect(pickup.totals).toEqual({
      contracted: 22,
      sold: 4,
      held: 2,
      free: 16,
      exposureCents: 80_000,
      atRiskCents: 132_000,
    });
    // Visualisation reads it too.
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get(`/api/hotel/${hotelId}/pickup`)).statusCode).toBe(200);
  });

  it('releases what is neither sold nor held on the chosen nights, audited, and nothing twice', async () => {
    const response = await admin.post(`/api/hotel/${hotelId}/pickup/release`, {
      roomTypes: ['single', 'double'],
      nights: ['2027-06-11'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const { released, pickup } = response.json() as { released: number; pickup: TRoomPickup };
    expect(released).toBe(5 + 4);
    expect(pickup.nights[1]!.cells.map((c) => [c.roomType, c.contracted, c.free])).toEqual([
      ['single', 3, 0],
      ['double', 0, 0],
    ]);
    // 10 June was not chosen: untouched.
    expect(pickup.nights[0]!.cells[0]!.contracted).toBe(10);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release-rooms'), eq(auditLog.entityId, String(hotelId))));
    expect(entry?.before).toEqual([
      { night: '2027-06-11', roomType: 'double', rooms: 4 },
      { night: '2027-06-11', roomType: 'single', rooms: 8 },
    ]);
    expect(entry?.after).toEqual([
      { night: '2027-06-11', roomType: 'double', rooms: 0 },
      { night: '2027-06-11', roomType: 'single', rooms: 3 },
    ]);
    const again = await admin.post(`/api/hotel/${hotelId}/pickup/release`, {
      roomTypes: ['single'],
      nights: ['2027-06-11'],
    });
    expect(again.json().released).toBe(0);
  });

  it('refuses bad requests with the error shape, and other roles', async () => {
    const empty = await admin.post(`/api/hotel/${hotelId}/pickup/release`, {
      roomTypes: [],
      nights: ['2027-06-11'],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ roomTypes: PICKUP_MESSAGES.chooseRoomType });
    const badDay = await admin.post(`/api/hotel/${hotelId}/pickup/release`, {
      roomTypes: ['single'],
      nights: ['2027-02-30'],
    });
    expect(badDay.statusCode).toBe(400);
    expect((await admin.get('/api/hotel/999999/pickup')).statusCode).toBe(404);
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    const refused = await viewer.post(`/api/hotel/${hotelId}/pickup/release`, {
      roomTypes: ['single'],
      nights: ['2027-06-10'],
    });
    expect(refused.statusCode).toBe(403);
    const elsewhere = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false));
    expect((await elsewhere.get(`/api/hotel/${hotelId}/pickup`)).statusCode).toBe(403);
    const [{ rooms } = { rooms: -1 }] = await t.database.db
      .select({ rooms: roomBlocks.rooms })
      .from(roomBlocks)
      .where(and(eq(roomBlocks.hotelId, hotelId), eq(roomBlocks.night, '2027-06-10')));
    expect(rooms).toBe(10);
  });
});
