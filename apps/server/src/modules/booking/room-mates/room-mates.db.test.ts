import { ROOM_MATE_MESSAGES, type TRoomMateQueue } from '@congress/domain/contracts/room-mates';
import type { TParticipation } from '@congress/domain/contracts/participations';
import { VERSION_MESSAGES } from '@congress/domain/contracts/versions';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingBody,
  clientAs,
  demoIds,
  insertMember,
  insertRate,
  insertStaff,
} from '../../../../test/fixtures/booking-fixtures.ts';
import { createTestContext, type TestClient, type TestContext } from '../../../../test/test-app.ts';
import {
  auditLog,
  congresses,
  emailOutbox,
  hotels,
  participations,
  registrations,
  userCongresses,
} from '../../../db/schema/index.ts';
import { countRoomUse } from '../../capacity/capacity.service.ts';
import { findRoomMateStatus } from '../participations/participations.repository.ts';

/**
 * Decisions 46: the room-mate queue. Staff see every request of a shared-with-member rate that no
 * room-mate names back at the same hotel and room type, with why it waits; admins pair two or release one.
 */
describe('the room-mate queue', () => {
  let t: TestContext;
  let admin: TestClient;
  let viewer: TestClient;
  let rateId: number;
  let matchedBefore = 0;
  let adminId: number;
  let hotelId: number;
  const ids: Record<string, { participationId: number; number: string }> = {};

  const book = async (who: string, mateNumber: string, roomOption: 'twin' | 'double' = 'twin') => {
    const member = await insertMember(t.database.db, null);
    const body = bookingBody(rateId, {
      roomOption,
      sharing: { firstName: 'Mate', lastName: `Of ${who}`, memberNumber: mateNumber },
    });
    const response = await (await clientAs(t, member)).post('/api/registration/submit', {
      ...body,
      main: { ...body.main, firstName: who, email: mailOf(who), memberNumber: member.numMember },
    });
    expect(response.statusCode, response.body).toBe(201);
    ids[who] = { participationId: (response.json() as TParticipation).id, number: member.numMember };
    return member.numMember;
  };
  const mailOf = (who: string) => `${who.toLowerCase()}@mates.test`;
  /** What the person was told: the "registration changed" e-mail queued to them. */
  const mailsTo = async (who: string) =>
    (
      await t.database.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, mailOf(who)))
    ).filter((mail) => mail.purpose === 'registered-by-staff');
  const queue = async (client = admin): Promise<TRoomMateQueue> => {
    const response = await client.get('/api/room-mates/congress/demo');
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const request = async (who: string) => {
    const found = (await queue()).requests.find((r) => r.participationId === ids[who]?.participationId);
    if (!found) throw new Error(`${who} is not waiting`);
    return found;
  };
  const row = async (who: string) => {
    const [found] = await t.database.db
      .select()
      .from(participations)
      .where(eq(participations.id, ids[who]!.participationId));
    return found!;
  };
  const auditOf = (who: string, action: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(ids[who]!.participationId)), eq(auditLog.action, action)));
  const versioned = async (who: string) => ({
    participationId: ids[who]!.participationId,
    version: (await row(who)).version,
  });

  beforeAll(async () => {
    t = await createTestContext();
    const db = t.database.db;
    adminId = (await insertStaff(db, 'ROLE_ADMIN')).id;
    admin = await clientAs(t, { kind: 'user', id: adminId });
    viewer = await clientAs(t, await insertStaff(db, 'ROLE_VISUALISATION'));
    const demo = await demoIds(db);
    const [hotel] = await db
      .insert(hotels)
      .values({ congressId: demo.congressId, name: 'Queue Hotel' })
      .returning();
    hotelId = hotel!.id;
    rateId = await insertRate(db, {
      hotelId,
      quota: 50,
      roomOption: 'twin/double',
      firstParticipantTypeId: await demo.typeId('member'),
      secondParticipantType: 'member',
      secondParticipantPrice: '600.00',
    });
    // Ana and Bea name each other (one room); Cid names nobody registered; Eve names Ana, who
    // names Bea; Dan names Eve; Fay and Gus name each other, a twin and a double.
    const bea = await book('Bea', 'pending');
    const ana = await book('Ana', bea);
    await t.database.db
      .update(participations)
      .set({ accompanyingMemberNumber: ` ${ana.toLowerCase()} ` })
      .where(eq(participations.id, ids.Bea!.participationId));
    await book('Cid', 'NOBODY-1');
    const eve = await book('Eve', ana);
    await book('Dan', eve);
    const fay = await book('Fay', 'pending');
    const gus = await book('Gus', fay, 'double');
    await db
      .update(participations)
      .set({ accompanyingMemberNumber: gus })
      .where(eq(participations.id, ids.Fay!.participationId));
  });
  afterAll(() => t.close());

  it('lists each waiting request with why it waits, and counts the matched rooms', async () => {
    const read = await queue(viewer);
    // The demo's own pair besides Ana and Bea's room.
    matchedBefore = read.matchedRooms;
    expect(matchedBefore).toBeGreaterThanOrEqual(1);
    const reasons = Object.fromEntries(
      read.requests.filter((r) => r.hotel.name === 'Queue Hotel').map((r) => [r.person.firstName, r.reason]),
    );
    expect(reasons).toEqual({
      Cid: 'notRegistered',
      Dan: 'namesSomeoneElse',
      Eve: 'namesSomeoneElse',
      Fay: 'otherRoom',
      Gus: 'otherRoom',
    });
    const cid = await request('Cid');
    expect(cid).toMatchObject({
      roomType: 'twin',
      roomMate: { name: 'Mate Of Cid', memberNumber: 'NOBODY-1' },
      person: { memberNumber: ids.Cid!.number },
      stay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
    });
  });

  it('refuses a pair that is stale, matched, at another room type, of one request, or by a viewer', async () => {
    const before = [await row('Cid'), await row('Dan')];
    const cid = await versioned('Cid');
    const dan = await versioned('Dan');
    const stale = await admin.post('/api/room-mates/pair', {
      first: cid,
      second: { ...dan, version: dan.version + 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT', message: VERSION_MESSAGES.conflict });
    const matched = await admin.post('/api/room-mates/pair', { first: cid, second: await versioned('Ana') });
    expect(matched.statusCode).toBe(409);
    expect(matched.json().message).toBe(ROOM_MATE_MESSAGES.notQueued);
    const otherRoom = await admin.post('/api/room-mates/pair', {
      first: cid,
      second: await versioned('Gus'),
    });
    expect(otherRoom.statusCode).toBe(409);
    expect(otherRoom.json().message).toBe(ROOM_MATE_MESSAGES.otherRoom);
    const itself = await admin.post('/api/room-mates/pair', { first: cid, second: cid });
    expect(itself.json().message).toBe(ROOM_MATE_MESSAGES.samePerson);
    expect((await viewer.post('/api/room-mates/pair', { first: cid, second: dan })).statusCode).toBe(403);
    expect([await row('Cid'), await row('Dan')]).toEqual(before);
    expect(await mailsTo('Cid')).toEqual([]);
  });

  it('pairs two requests: each names the other, both versions move, both audited, the dashboard confirms', async () => {
    const cid = await versioned('Cid');
    const dan = await versioned('Dan');
    const twinNights = async () =>
      (await countRoomUse(t.database.db, { hotelId, roomType: 'twin' }, new Date())).map(
        (n) => n.sold + n.held,
      );
    const roomsBefore = await twinNights();
    const response = await admin.post('/api/room-mates/pair', { first: dan, second: cid });
    expect(response.statusCode, response.body).toBe(200);
    const after: TRoomMateQueue = response.json();
    expect(after.matchedRooms).toBe(matchedBefore + 1);
    expect(after.requests.map((r) => r.person.firstName)).not.toContain('Cid');
    expect(after.requests.map((r) => r.person.firstName)).not.toContain('Dan');
    // One room for the two: the later of the pair stops counting on both nights.
    expect(await twinNights()).toEqual(roomsBefore.map((rooms) => rooms - 1));
    expect((await row('Cid')).accompanyingMemberNumber).toBe(ids.Dan!.number);
    expect((await row('Dan')).accompanyingMemberNumber).toBe(ids.Cid!.number);
    expect((await row('Cid')).version).toBe(cid.version + 1);
    expect((await row('Dan')).version).toBe(dan.version + 1);
    const status = await findRoomMateStatus(t.database.db, ids.Cid!.participationId);
    expect(status).toEqual({
      name: 'Dan Martin',
      memberNumber: ids.Dan!.number,
      isConfirmed: true,
      isRegistered: true,
    });
    expect(await auditOf('Cid', 'pair-room-mates')).toHaveLength(1);
    expect(await auditOf('Dan', 'pair-room-mates')).toHaveLength(1);
    const [toCid] = await mailsTo('Cid');
    expect(toCid?.text).toContain('Room-mate: Dan Martin');
    expect((await mailsTo('Dan'))[0]?.text).toContain('Room-mate: Cid Martin');
    const again = await admin.post('/api/room-mates/pair', {
      first: await versioned('Cid'),
      second: await versioned('Eve'),
    });
    expect(again.json().message).toBe(ROOM_MATE_MESSAGES.notQueued);
  });

  it('releases a request to single: the room-mate withdrawn, the price and amount due unchanged', async () => {
    const detail = async (): Promise<TParticipation> =>
      (await admin.get(`/api/admin/participation/${ids.Eve!.participationId}`)).json();
    const before = await detail();
    const eve = await versioned('Eve');
    const stale = await admin.post(`/api/room-mates/${eve.participationId}/release`, {
      version: eve.version + 1,
    });
    expect(stale.statusCode).toBe(409);
    expect((await viewer.post(`/api/room-mates/${eve.participationId}/release`, eve)).statusCode).toBe(403);
    const response = await admin.post(`/api/room-mates/${eve.participationId}/release`, {
      version: eve.version,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as TRoomMateQueue).requests.map((r) => r.person.firstName)).not.toContain('Eve');
    const after = await detail();
    expect(after.version).toBeGreaterThan(eve.version);
    expect(after.priceCents).toBe(before.priceCents);
    expect(after.amountDueCents).toBe(before.amountDueCents);
    expect((await row('Eve')).accompanyingMemberNumber).toBeNull();
    const [second] = await t.database.db
      .select()
      .from(registrations)
      .where(and(eq(registrations.participationId, eve.participationId), eq(registrations.position, 2)));
    expect(second?.statusRegistration).toBe('cancelled');
    expect(await auditOf('Eve', 'release-room-mate')).toHaveLength(1);
    const [toEve] = await mailsTo('Eve');
    expect(toEve?.subject).toBe('Your registration for Demo Congress 2027 has been changed');
    expect(toEve?.text).not.toContain('Room-mate');
    expect(await findRoomMateStatus(t.database.db, eve.participationId)).toBeNull();
    const again = await admin.post(`/api/room-mates/${eve.participationId}/release`, {
      version: after.version,
    });
    expect(again.json().message).toBe(ROOM_MATE_MESSAGES.notQueued);
  });

  it('refuses to pair requests of two congresses', async () => {
    const db = t.database.db;
    const [closed] = await db.select().from(congresses).where(eq(congresses.slug, 'closed-demo'));
    await db.insert(userCongresses).values({ userId: adminId, congressId: closed!.id });
    await db
      .update(participations)
      .set({ congressId: closed!.id })
      .where(eq(participations.id, ids.Fay!.participationId));
    const response = await admin.post('/api/room-mates/pair', {
      first: await versioned('Fay'),
      second: await versioned('Gus'),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(ROOM_MATE_MESSAGES.otherCongress);
  });
});
