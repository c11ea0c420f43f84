import { ROOM_MESSAGES } from '@congress/domain/contracts/room-blocks';
import { englishText } from '@congress/domain/i18n/english';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { hotels, roomBlocks } from '../../../db/schema/index.ts';
import { countRoomUse } from '../../capacity/capacity.service.ts';

/**
 * Decisions 46: two members who name each other share one room. On a night with one twin room left,
 * the first books it, the room-mate who names them back books into it, and a third member is refused.
 */
describe('room-mates booking on a full night', () => {
  let t: TestContext;
  let hotelId: number;
  let rateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    const ids = await demoIds(db);
    const [hotel] = await db
      .insert(hotels)
      .values({ congressId: ids.congressId, name: 'Mates Hotel' })
      .returning();
    hotelId = hotel!.id;
    const member = await ids.typeId('member');
    rateId = await insertRate(db, {
      hotelId,
      quota: 50,
      roomOption: 'twin/double',
      firstParticipantTypeId: member,
      secondParticipantType: 'member',
      secondParticipantPrice: '600.00',
    });
    await db.insert(roomBlocks).values(
      ['2027-06-10', '2027-06-11'].map((night) => ({
        congressId: ids.congressId,
        hotelId,
        roomType: 'twin' as const,
        night,
        rooms: 1,
      })),
    );
  });
  afterAll(() => t.close());

  const book = async (member: Awaited<ReturnType<typeof insertMember>>, mateNumber: string) => {
    const body = bookingBody(rateId, {
      roomOption: 'twin',
      sharing: { firstName: 'Room', lastName: 'Mate', memberNumber: mateNumber },
    });
    return (await clientAs(t, member)).post('/api/registration/submit', {
      ...body,
      main: { ...body.main, memberNumber: member.numMember },
    });
  };

  it('lets the room-mate book into the room the first took, and refuses anyone else', async () => {
    const [ana, bea, cid] = [
      await insertMember(t.database.db, null),
      await insertMember(t.database.db, null),
      await insertMember(t.database.db, null),
    ];
    const first = await book(ana, bea.numMember);
    expect(first.statusCode, first.body).toBe(201);
    // Cid names Ana, but Ana did not name Cid: a room of his own, and none is left.
    const stranger = await book(cid, ana.numMember);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe(
      englishText(ROOM_MESSAGES.nightFull, { night: new Date('2027-06-10T12:00:00Z') }),
    );
    const mate = await book(bea, ana.numMember.toLowerCase());
    expect(mate.statusCode, mate.body).toBe(201);
    const use = await countRoomUse(t.database.db, { hotelId, roomType: 'twin' }, new Date());
    expect(use.map((row) => row.sold + row.held)).toEqual([1, 1]);
  });
});
