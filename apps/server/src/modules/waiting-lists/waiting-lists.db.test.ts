import { WAITING_LIST_MESSAGES } from '@congress/domain/contracts/waiting-lists';
import { MESSAGES } from '@congress/domain/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { participations, waitingListEntries } from '../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertStaff,
  insertUsers,
} from '../../../test/fixtures/booking-fixtures.ts';
import {
  fullRate,
  offerTokenOf,
  rateBody,
  waitingListsOf,
} from '../../../test/fixtures/waiting-list-fixtures.ts';
import {
  createClient,
  createTestContext,
  type TestClient,
  type TestContext,
} from '../../../test/test-app.ts';

const HOUR = 3_600_000;

/** A sold-out rate's waiting list, through the API, on PostgreSQL. */
describe('waiting list of a sold-out rate', () => {
  let t: TestContext;
  let admin: TestClient;
  let lists: ReturnType<typeof waitingListsOf>;
  beforeAll(async () => {
    t = await createTestContext();
    admin = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN'));
    lists = waitingListsOf(t);
  });
  afterAll(() => t.close());

  const offeredOn = async (rateId: number) =>
    (
      await t.database.db.select().from(waitingListEntries).where(eq(waitingListEntries.rateId, rateId))
    ).filter((row) => row.status === 'offered').length;
  const cancel = (participationId: number) =>
    admin.post('/api/participation/bulk/status', {
      congressSlug: 'demo',
      status: 'cancelled',
      selection: { kind: 'participations', ids: [participationId] },
    });

  it('is joined once, by a signed-in participant, only when the rate is full; they see their place and leave', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const anonymous = await createClient(t.app).post(`/api/waiting-list/rate/${rateId}/join`);
    expect(anonymous.statusCode).toBe(401);
    const [first, second, third] = await Promise.all(
      (await insertUsers(t.database.db, 3)).map((subject) => clientAs(t, subject)),
    );
    const early = await first!.post(`/api/waiting-list/rate/${rateId}/join`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.notFull });
    expect((await first!.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
    const holder = await first!.post(`/api/waiting-list/rate/${rateId}/join`);
    expect(holder.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.alreadyBooked });

    const joined = await second!.post(`/api/waiting-list/rate/${rateId}/join`);
    expect(joined.statusCode).toBe(201);
    expect(joined.json()).toMatchObject({ rateId, status: 'waiting', placeInLine: 1 });
    const twice = await second!.post(`/api/waiting-list/rate/${rateId}/join`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.alreadyInLine });
    expect((await third!.post(`/api/waiting-list/rate/${rateId}/join`)).json()).toMatchObject({
      placeInLine: 2,
    });

    const left = await second!.delete(`/api/waiting-list/rate/${rateId}`);
    expect(left.statusCode).toBe(200);
    expect((await second!.get('/api/waiting-list/congress/demo/mine')).json()).toEqual([]);
    expect((await second!.delete(`/api/waiting-list/rate/${rateId}`)).statusCode).toBe(404);
    const mine = (await third!.get('/api/waiting-list/congress/demo/mine')).json();
    expect(mine).toMatchObject([{ rateId, status: 'waiting', placeInLine: 1 }]);
  });

  it('offers a cancelled place to the first in line, whose link books it while others are refused', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const { holders, waiting } = await fullRate(t, rateId, 1, 2);
    const [firstInLine, secondInLine] = await Promise.all(waiting.map((subject) => clientAs(t, subject)));
    await firstInLine!.post(`/api/waiting-list/rate/${rateId}/join`);
    await secondInLine!.post(`/api/waiting-list/rate/${rateId}/join`);

    expect((await cancel(holders[0]!.participationId)).json()).toMatchObject({ done: 1 });
    await lists.sweep();
    expect(await offeredOn(rateId)).toBe(1);
    await lists.sweep(); // a second sweep finds no free place: the offer holds it
    expect(await offeredOn(rateId)).toBe(1);
    const token = await offerTokenOf(t, waiting[0]!);
    expect(token).not.toBeNull();
    expect(await offerTokenOf(t, waiting[1]!)).toBeNull();
    // The offer holds the place: the rate stays full for everyone else.
    expect((await firstInLine!.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
    const [outsider] = await Promise.all((await insertUsers(t.database.db, 1)).map((s) => clientAs(t, s)));
    const refused = await outsider!.post('/api/registration/submit', bookingBody(rateId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: MESSAGES.rateUnavailable });
    const notHers = await secondInLine!.post('/api/registration/submit', {
      ...bookingBody(rateId),
      waitingListToken: token!,
    });
    expect(notHers.statusCode).toBe(404);
    expect(notHers.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.offerNotFound });

    // The availability check the form runs first says the held place is free for them only.
    expect((await firstInLine!.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject({
      available: true,
    });
    expect((await outsider!.get(`/api/rate/${rateId}/availability`)).json()).toMatchObject({
      available: false,
    });
    const offer = await firstInLine!.get(`/api/waiting-list/offer/${token}`);
    expect(offer.json()).toMatchObject({ kind: 'rate', rateId, congressSlug: 'demo' });
    const [offered] = await t.database.db
      .select({ until: waitingListEntries.offerExpiresAt })
      .from(waitingListEntries)
      .where(and(eq(waitingListEntries.rateId, rateId), eq(waitingListEntries.status, 'offered')));
    const booked = await firstInLine!.post('/api/registration/submit', {
      ...bookingBody(rateId),
      waitingListToken: token!,
    });
    expect(booked.statusCode).toBe(201);
    // The place stays held until the offer's end, as its e-mail said, not the shorter hold time.
    const [held] = await t.database.db
      .select({ until: participations.holdExpiresAt })
      .from(participations)
      .where(eq(participations.id, booked.json().id));
    expect(held?.until?.toISOString()).toBe(offered?.until?.toISOString());
    const rows = await t.database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.rateId, rateId));
    expect(rows.map((row) => row.status).sort()).toEqual(['accepted', 'waiting']);
    expect((await firstInLine!.get(`/api/rate/${rateId}/count`)).json()).toBe(1);
    const again = await firstInLine!.get(`/api/waiting-list/offer/${token}`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.offerExpired });
  });

  it('offers the place of an expired hold, and passes an unused offer on to the next person', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const { waiting } = await fullRate(t, rateId, 1, 2);
    const [first, second] = await Promise.all(waiting.map((subject) => clientAs(t, subject)));
    await first!.post(`/api/waiting-list/rate/${rateId}/join`);
    await second!.post(`/api/waiting-list/rate/${rateId}/join`);
    await lists.sweep();
    expect(await offeredOn(rateId)).toBe(0);
    t.clock.advance(31 * 60_000); // the holder's 30-minute hold runs out, unpaid
    await lists.sweep();
    expect(await offeredOn(rateId)).toBe(1);
    const firstToken = await offerTokenOf(t, waiting[0]!);
    expect(firstToken).not.toBeNull();
    expect((await first!.get('/api/waiting-list/congress/demo/mine')).json()).toMatchObject([
      { status: 'offered', placeInLine: null },
    ]);

    t.clock.advance(24 * HOUR + 1000); // the demo congress holds an offer 24 hours
    await lists.sweep();
    expect(await offeredOn(rateId)).toBe(1);
    const late = await first!.post('/api/registration/submit', {
      ...bookingBody(rateId),
      waitingListToken: firstToken!,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.offerExpired });
    const secondToken = await offerTokenOf(t, waiting[1]!);
    expect(secondToken).not.toBeNull();
    const wrong = await second!.get('/api/waiting-list/offer/not-a-real-token-at-all');
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.offerNotFound });
    const booked = await second!.post('/api/registration/submit', {
      ...bookingBody(rateId),
      waitingListToken: secondToken!,
    });
    expect(booked.statusCode).toBe(201);
  });

  it('offers the places a raised quota adds, in order', async () => {
    const created = await admin.post('/api/rate/create', await rateBody(t, 1));
    expect(created.statusCode).toBe(201);
    const rate = created.json();
    const { waiting } = await fullRate(t, rate.id, 1, 3);
    for (const subject of waiting)
      await (await clientAs(t, subject)).post(`/api/waiting-list/rate/${rate.id}/join`);
    const { id: _id, ...body } = { ...(await rateBody(t, 3)), label: rate.label, id: 0 };
    const raised = await admin.put(`/api/rate/${rate.id}`, { ...body, version: rate.version });
    expect(raised.statusCode).toBe(200);
    await lists.sweep();
    expect(await offeredOn(rate.id)).toBe(2);
    expect(await offerTokenOf(t, waiting[0]!)).not.toBeNull();
    expect(await offerTokenOf(t, waiting[1]!)).not.toBeNull();
    expect(await offerTokenOf(t, waiting[2]!)).toBeNull();
  });

  it('lets the admin of the congress see, reorder, remove and offer by hand beyond the quota', async () => {
    const rateId = await insertRate(t.database.db, { quota: 1 });
    const { waiting } = await fullRate(t, rateId, 1, 3);
    for (const subject of waiting)
      await (await clientAs(t, subject)).post(`/api/waiting-list/rate/${rateId}/join`);
    const viewer = await clientAs(t, await insertStaff(t.database.db, 'ROLE_VISUALISATION'));
    expect((await viewer.get(`/api/waiting-list/admin/rate/${rateId}`)).statusCode).toBe(403);
    const elsewhere = await clientAs(t, await insertStaff(t.database.db, 'ROLE_ADMIN', false));
    expect((await elsewhere.get(`/api/waiting-list/admin/rate/${rateId}`)).statusCode).toBe(403);

    const list = (await admin.get(`/api/waiting-list/admin/rate/${rateId}`)).json();
    expect(list).toMatchObject({ quota: 1, places: 1 });
    const [a, b, c] = list.entries.map((e: { id: number }) => e.id);
    expect(
      (await elsewhere.post(`/api/waiting-list/admin/entry/${c}/move`, { direction: 'up' })).statusCode,
    ).toBe(403);
    const moved = (await admin.post(`/api/waiting-list/admin/entry/${c}/move`, { direction: 'up' })).json();
    expect(moved.entries.map((e: { id: number }) => e.id)).toEqual([a, c, b]);
    const top = await admin.post(`/api/waiting-list/admin/entry/${a}/move`, { direction: 'up' });
    expect(top.statusCode).toBe(409);
    expect(top.json()).toMatchObject({ message: WAITING_LIST_MESSAGES.cannotMove });
    const removed = (await admin.delete(`/api/waiting-list/admin/entry/${a}`)).json();
    expect(removed.entries.map((e: { id: number }) => e.id)).toEqual([c, b]);

    const byHand = await admin.post(`/api/waiting-list/admin/entry/${b}/offer`);
    expect(byHand.statusCode).toBe(200);
    expect(byHand.json()).toMatchObject({
      isBeyondQuota: true,
      entry: { id: b, status: 'offered', offeredByStaff: true },
    });
    const token = await offerTokenOf(t, waiting[1]!);
    const booked = await (await clientAs(t, waiting[1]!)).post('/api/registration/submit', {
      ...bookingBody(rateId),
      waitingListToken: token!,
    });
    expect(booked.statusCode).toBe(201);
    expect((await admin.get(`/api/rate/${rateId}/count`)).json()).toBe(2);
    const twice = await admin.post(`/api/waiting-list/admin/entry/${b}/offer`);
    expect(twice.statusCode).toBe(404);
  });
});
