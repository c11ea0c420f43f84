import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { clientAs, insertStaff } from '../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { DEMO_RESERVATIONS } from './demo-rooming.ts';

/** Decisions 47 in the demo: a rooming list sent once, with changes since; room-mates awaited. */
describe('demo rooming lists', () => {
  let t: TestContext;
  let admin: Awaited<ReturnType<typeof clientAs>>;
  const listOf = async (name: string) => {
    const [hotel] = await t.database.db.select().from(s.hotels).where(eq(s.hotels.name, name));
    const response = await admin.get(`/api/hotel/${hotel!.id}/rooming-list`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TRoomingList;
  };
  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
  });
  afterAll(() => t.close());

  it('shows the Grand Hotel one room new, one changed and one cancelled since the list sent ten days ago', async () => {
    const grand = await listOf('Grand Hotel');
    expect(grand.reservationsEmail).toBe(DEMO_RESERVATIONS['Grand Hotel']);
    expect(grand.sendings).toHaveLength(1);
    expect(grand.sendings[0]).toMatchObject({
      sentTo: DEMO_RESERVATIONS['Grand Hotel'],
      sentBy: 'admin@demo.test',
    });
    expect(grand.hotelLink).not.toBeNull();
    expect(grand.counts).toMatchObject({ new: 1, changed: 1, cancelled: 1 });
    const marked = Object.fromEntries(
      grand.lines.filter((line) => line.mark !== 'unchanged').map((line) => [line.guests[0], line]),
    );
    expect(marked['Claire Martin']).toMatchObject({ mark: 'changed', changes: ['dates'] });
    expect(marked['Paul Girard']).toMatchObject({ mark: 'cancelled' });
  });

  it('awaits the room-mate member 5 named, and puts the matched pair in one room', async () => {
    const lines = (await Promise.all(['Grand Hotel', 'Harbour Inn'].map(listOf))).flatMap(
      (list) => list.lines,
    );
    expect(lines.filter((line) => line.awaitedRoomMate !== null).length).toBeGreaterThanOrEqual(1);
    expect(lines.some((line) => line.guests.length === 2 && line.reference.includes(','))).toBe(true);
    const harbour = await listOf('Harbour Inn');
    expect(harbour.reservationsEmail).toBe(DEMO_RESERVATIONS['Harbour Inn']);
    expect(harbour.sendings).toEqual([]);
  });
});
