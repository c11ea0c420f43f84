import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertRate,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../test/test-app.ts';
import { hotels } from '../../db/schema/index.ts';
import { HOTEL_ROOMS_LOCK } from './room-block-writes.repository.ts';

/**
 * Decisions 46 on PostgreSQL (PGlite runs one transaction at a time): a hotel's first block save
 * counts what is booked, then writes the blocks. A booking at that hotel while the save is under way
 * waits for it and is then judged against the blocks, never slipping in between the count and them.
 */
describe("a booking during the first save of a hotel's blocks", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('waits for the save, then is refused the night it left no room on', async () => {
    const db = t.database.db;
    const { congressId } = await demoIds(db);
    const [hotel] = await db.insert(hotels).values({ congressId, name: 'First Blocks Hotel' }).returning();
    const rateId = await insertRate(db, { hotelId: hotel!.id, quota: 10 });
    const client = await clientAs(t, (await insertUsers(db, 1))[0]!);

    // The save under way, as the grid holds it: the hotel's rooms locked, nothing sold counted.
    const staff = postgres(t.database.url!, { max: 1, onnotice: () => {} });
    const save = await staff.reserve();
    await save`begin`;
    await save`select pg_advisory_xact_lock(${HOTEL_ROOMS_LOCK}, ${hotel!.id})`;
    let answered = false;
    const booking = client.post('/api/registration/submit', bookingBody(rateId)).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(answered).toBe(false);
    // The save writes what it counted: no single room on the congress nights.
    for (const night of ['2027-06-10', '2027-06-11'])
      await save`insert into room_blocks (congress_id, hotel_id, room_type, night, rooms)
        values (${congressId}, ${hotel!.id}, 'single', ${night}, 0)`;
    await save`commit`;
    save.release();
    await staff.end();

    const response = await booking;
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toMatch(/on the night of 10 June 2027/);
  });
});
