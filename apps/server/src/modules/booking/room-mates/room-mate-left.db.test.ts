import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  insertMember,
  insertRoomMateRates,
  person,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { emailOutbox } from '../../../db/schema/index.ts';
import { dashboardUrl } from '../../../lib/mail/personal-link.ts';
import { ROOM_MATE_LEFT_PURPOSE } from './room-mate-left.ts';

/**
 * Room-mates are members, not companions (decisions 12, 46): when a booker who shared with a member
 * changes to a rate without a second person, the member named is told by e-mail and their dashboard
 * no longer says the room is shared; their own booking stays as it is.
 */
describe('a room-mate who leaves the shared room', () => {
  let t: TestContext;
  let sharedRateId: number;
  let singleRateId: number;
  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    ({ sharedRateId, singleRateId } = await insertRoomMateRates(db, 'Leavers Inn'));
  });
  afterAll(() => t.close());

  type Member = Awaited<ReturnType<typeof insertMember>>;
  const book = async (member: Member, firstName: string, rateId: number, mateNumber: string | null) => {
    const main = { ...person(firstName), memberNumber: member.numMember };
    const body = mateNumber
      ? bookingBody(rateId, {
          roomOption: 'twin',
          sharing: { firstName: 'Room', lastName: 'Mate', memberNumber: mateNumber },
        })
      : { ...bookingBody(rateId, { roomOption: 'single' }), confirmCompanionRemoval: true };
    const response = await (await clientAs(t, member)).post('/api/registration/submit', { ...body, main });
    expect(response.statusCode, response.body).toBeLessThan(300);
  };
  const roomMateOf = async (member: Member) => {
    const response = await (await clientAs(t, member)).get('/api/participation/mine/congress/demo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json().roomMate;
  };
  const leftEmails = (to: string) =>
    t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.purpose, ROOM_MATE_LEFT_PURPOSE), eq(emailOutbox.toAddress, to)));

  it('tells the member left behind, with their registration page, and their dashboard says so', async () => {
    const [ana, bea] = [await insertMember(t.database.db, null), await insertMember(t.database.db, null)];
    await book(ana, 'Ana', sharedRateId, bea.numMember);
    await book(bea, 'Bea', sharedRateId, ana.numMember);
    expect(await roomMateOf(bea)).toMatchObject({ isConfirmed: true, isRegistered: true });
    expect(await leftEmails('bea@booking.test')).toEqual([]);

    await book(ana, 'Ana', singleRateId, null);

    const [email, ...more] = await leftEmails('bea@booking.test');
    expect(more).toEqual([]);
    expect(email?.subject).toContain('Ana Martin no longer shares your room');
    expect(email?.text).toContain('Ana Martin changed their registration');
    expect(email?.text).toContain('Leavers Inn');
    expect(email?.text).toContain(`Your registration page: ${dashboardUrl('demo')}`);
    expect(email?.html).toContain(`href="${dashboardUrl('demo')}"`);
    // Bea still names Ana, who is registered but no longer shares: not confirmed, registered.
    expect(await roomMateOf(bea)).toMatchObject({ isConfirmed: false, isRegistered: true });
    // Ana's own booking no longer names a room-mate.
    expect(await roomMateOf(ana)).toBeNull();
  });

  it('tells nobody when the member named never registered', async () => {
    const [cid, absent] = [await insertMember(t.database.db, null), await insertMember(t.database.db, null)];
    await book(cid, 'Cid', sharedRateId, absent.numMember);
    expect(await roomMateOf(cid)).toMatchObject({ isConfirmed: false, isRegistered: false });
    await book(cid, 'Cid', singleRateId, null);
    const all = await t.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.purpose, ROOM_MATE_LEFT_PURPOSE));
    expect(all.map((row) => row.toAddress)).not.toContain('cid@booking.test');
    expect(all).toHaveLength(1);
  });
});
