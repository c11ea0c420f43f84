import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertRate,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { hotels, participants, participations, registrations, roomBlocks } from '../../db/schema/index.ts';
import { countRoomUse } from './capacity.service.ts';

const NIGHTS = ['2027-06-09', '2027-06-10', '2027-06-11'];

/** Decisions 46: two members who name each other as room-mate are one room on the nights both stay. */
describe('room-mates share one room', () => {
  let t: TestContext;
  let hotelId: number;
  let rateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const { congressId } = await demoIds(db);
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'Room-mate Hotel' }).returning();
    hotelId = hotel!.id;
    rateId = await insertRate(db, { hotelId, quota: 50 });
    await db
      .insert(roomBlocks)
      .values(
        (['single', 'twin'] as const).flatMap((roomType) =>
          NIGHTS.map((night) => ({ congressId, hotelId, roomType, night, rooms: 5 })),
        ),
      );
  });
  afterAll(() => t.close());

  /** A paid booking by member `own` naming `mate` (null: nobody), moved into a twin room, over the stay given. */
  async function book(own: string, mate: string | null, stay: { checkIn: string; checkOut: string }) {
    const db = t.database.db;
    const [subject] = await insertUsers(db, 1);
    const response = await (await clientAs(t, subject!)).post(
      '/api/registration/submit',
      bookingBody(rateId),
    );
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;
    const [row] = await db
      .update(participations)
      .set({
        checkInOn: stay.checkIn,
        checkOutOn: stay.checkOut,
        holdExpiresAt: null,
        accompanyingMemberNumber: mate,
      })
      .where(eq(participations.id, id))
      .returning({ main: participations.mainParticipantId });
    await db.update(participants).set({ memberNumber: own }).where(eq(participants.id, row!.main));
    await db.update(registrations).set({ roomOption: 'twin' }).where(eq(registrations.participationId, id));
    return id;
  }
  const sold = async () =>
    Object.fromEntries(
      (await countRoomUse(t.database.db, { hotelId, roomType: 'twin' }, new Date())).map((use) => [
        use.night,
        use.sold,
      ]),
    );

  it('counts a pair once on the nights both stay, and the longer stay alone on its other night', async () => {
    await book('M-501', 'm-502 ', { checkIn: '2027-06-09', checkOut: '2027-06-12' });
    expect(await sold()).toEqual({ '2027-06-09': 1, '2027-06-10': 1, '2027-06-11': 1 });
    await book('M-502', 'M-501', { checkIn: '2027-06-10', checkOut: '2027-06-12' });
    expect(await sold()).toEqual({ '2027-06-09': 1, '2027-06-10': 1, '2027-06-11': 1 });
  });

  it('counts two rooms when one names the other but not back, or when one is cancelled', async () => {
    await book('M-601', 'M-602', { checkIn: '2027-06-10', checkOut: '2027-06-11' });
    const other = await book('M-602', 'M-699', { checkIn: '2027-06-10', checkOut: '2027-06-11' });
    expect((await sold())['2027-06-10']).toBe(3);
    await t.database.db
      .update(participations)
      .set({ accompanyingMemberNumber: 'M-601' })
      .where(eq(participations.id, other));
    expect((await sold())['2027-06-10']).toBe(2);
    const [first] = await t.database.db
      .select({ id: participations.id })
      .from(participations)
      .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
      .where(eq(participants.memberNumber, 'M-601'));
    await t.database.db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, first!.id));
    // The one left has the room to itself.
    expect((await sold())['2027-06-10']).toBe(2);
  });
});
