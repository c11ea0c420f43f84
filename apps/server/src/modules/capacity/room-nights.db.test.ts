import { ROOM_MESSAGES } from '@congress/domain/contracts/room-blocks';
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
import { englishText } from '@congress/domain/i18n/english';
import { hotels, participations, pendingChanges, registrations, roomBlocks } from '../../db/schema/index.ts';
import { assertRoomsForStay, countRoomUse } from './capacity.service.ts';

const NIGHTS = ['2027-06-09', '2027-06-10', '2027-06-11'];
const STAY = { checkIn: '2027-06-10', checkOut: '2027-06-12' };

/** Decisions 46: rooms are counted night by night from stays, held and sold, and a full night refuses. */
describe('rooms night by night', () => {
  let t: TestContext;
  let hotelId: number;
  let rateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const { congressId } = await demoIds(db);
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'Night Test Hotel' }).returning();
    hotelId = hotel!.id;
    rateId = await insertRate(db, { hotelId, quota: 50 });
    await db
      .insert(roomBlocks)
      .values(NIGHTS.map((night) => ({ congressId, hotelId, roomType: 'single' as const, night, rooms: 2 })));
  });
  afterAll(() => t.close());

  /** Books through the API, then gives the participation its stay (the booking path writes it too). */
  async function book(stay: { checkIn: string; checkOut: string }) {
    const [subject] = await insertUsers(t.database.db, 1);
    const client = await clientAs(t, subject!);
    const response = await client.post('/api/registration/submit', bookingBody(rateId));
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id as number;
    await t.database.db
      .update(participations)
      .set({ checkInOn: stay.checkIn, checkOutOn: stay.checkOut })
      .where(eq(participations.id, id));
    return id;
  }

  it('counts a held room on every night of the stay, a sold one once its hold is gone', async () => {
    const first = await book(STAY);
    expect(await countRoomUse(t.database.db, { hotelId }, new Date())).toEqual([
      { roomType: 'single', night: '2027-06-10', sold: 0, held: 1 },
      { roomType: 'single', night: '2027-06-11', sold: 0, held: 1 },
    ]);
    await t.database.db
      .update(participations)
      .set({ holdExpiresAt: null })
      .where(eq(participations.id, first));
    const use = await countRoomUse(t.database.db, { hotelId, nights: ['2027-06-11'] }, new Date());
    expect(use).toEqual([{ roomType: 'single', night: '2027-06-11', sold: 1, held: 0 }]);
    // An expired hold no longer counts, before any sweep.
    const later = new Date(Date.now() + 48 * 3_600_000);
    const second = await book({ checkIn: '2027-06-09', checkOut: '2027-06-10' });
    expect(await countRoomUse(t.database.db, { hotelId, nights: ['2027-06-09'] }, later)).toEqual([]);
    await t.database.db
      .update(registrations)
      .set({ statusRegistration: 'cancelled' })
      .where(eq(registrations.participationId, second));
  });

  it('counts a pending change only on the nights its participation does not already hold', async () => {
    const id = await book(STAY);
    await t.database.db.update(participations).set({ holdExpiresAt: null }).where(eq(participations.id, id));
    await t.database.db.insert(pendingChanges).values({
      participationId: id,
      rateId,
      plan: {},
      roomOption: 'single',
      checkInOn: '2027-06-09',
      checkOutOn: '2027-06-12',
      holdExpiresAt: new Date(Date.now() + 3_600_000),
    });
    const use = await countRoomUse(t.database.db, { hotelId, roomType: 'single' }, new Date());
    expect(use).toEqual([
      { roomType: 'single', night: '2027-06-09', sold: 0, held: 1 },
      { roomType: 'single', night: '2027-06-10', sold: 2, held: 0 },
      { roomType: 'single', night: '2027-06-11', sold: 2, held: 0 },
    ]);
    // Its own rooms are left out for the participation being changed.
    const own = await countRoomUse(t.database.db, { hotelId, excludeParticipationId: id }, new Date());
    expect(own.map((row) => row.sold + row.held)).toEqual([1, 1]);
  });

  it('refuses a stay with a full night, naming the first one, and lets a stay on free nights through', async () => {
    const full = t.database.db.transaction((tx) =>
      assertRoomsForStay(
        tx,
        { hotelId, roomType: 'single', stay: { checkIn: '2027-06-09', checkOut: '2027-06-12' } },
        new Date(),
      ),
    );
    await expect(full).rejects.toMatchObject({
      statusCode: 409,
      message: englishText(ROOM_MESSAGES.nightFull, { night: new Date('2027-06-10T12:00:00Z') }),
    });
    expect(englishText(ROOM_MESSAGES.nightFull, { night: new Date('2027-06-10T12:00:00Z') })).toContain(
      '10 June 2027',
    );
    // One room is left on 9 June; no block row on 12 June means no room.
    await t.database.db.transaction((tx) =>
      assertRoomsForStay(
        tx,
        { hotelId, roomType: 'single', stay: { checkIn: '2027-06-09', checkOut: '2027-06-10' } },
        new Date(),
      ),
    );
    const noRow = t.database.db.transaction((tx) =>
      assertRoomsForStay(
        tx,
        { hotelId, roomType: 'double', stay: { checkIn: '2027-06-09', checkOut: '2027-06-10' } },
        new Date(),
      ),
    );
    await expect(noRow).rejects.toMatchObject({ statusCode: 409 });
  });

  it('does not count by the night a hotel without blocks', async () => {
    const { congressId } = await demoIds(t.database.db);
    const [other] = await t.database.db
      .insert(hotels)
      .values({ congressId, name: 'No Block Inn' })
      .returning();
    await t.database.db.transaction((tx) =>
      assertRoomsForStay(tx, { hotelId: other!.id, roomType: 'single', stay: STAY }, new Date()),
    );
  });
});
