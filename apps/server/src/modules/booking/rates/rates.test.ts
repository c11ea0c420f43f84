import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../../test/test-app.ts';
import { congresses } from '../../../db/schema/index.ts';
import {
  bookingBody,
  clientAs,
  insertRate,
  insertUsers,
} from '../../../../test/fixtures/booking-fixtures.ts';

type Rate = {
  id: number;
  label: string;
  places: number;
  options: unknown;
  isClosed: boolean;
  isSoldOut: boolean;
  isFull: boolean;
};

describe('public rate routes', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const byLabel = async () =>
    new Map(((await get('/api/rate/congress/demo')).json() as Rate[]).map((rate) => [rate.label, rate]));

  it('lists every rate of the congress with its hotel, type, prices and state', async () => {
    const rates = await byLabel();
    expect(rates.get('Double with accompanying person - Grand Hotel')).toMatchObject({
      hotel: { name: 'Grand Hotel' },
      firstParticipantType: { slug: 'member', label: 'member', isMember: true },
      secondParticipantType: 'accompany',
      firstParticipantPrice: '800.00',
      secondParticipantPrice: '400.00',
      secondParticipantPriceCents: 40000,
      roomOption: 'twin/double',
      roomOptions: ['twin', 'double'],
      quota: 50,
      options: null,
      isAvailable: true,
    });
    expect(rates.get('Single France section - Grand Hotel')?.options).toMatchObject({ name: 'France' });
    expect(rates.get('Single sold out - Harbour Inn')).toMatchObject({ isSoldOut: true, isClosed: false });
    expect(rates.get('Single last year - Harbour Inn')).toMatchObject({ isClosed: true, isAvailable: false });
    expect(rates.get('Single next year - Harbour Inn')).toMatchObject({ isClosed: true, isAvailable: false });
    expect(rates.get('Single - Harbour Inn')).toMatchObject({ isEarlyBird: true });
    const unknown = await get('/api/rate/congress/nope');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Congress not found']);
  });

  it('counts places (spec 7: a number) and shows a full rate as SOLD OUT after a booking', async () => {
    await byLabel();
    const rateId = await insertRate(t.database.db, { quota: 1, label: 'One room' });
    expect((await byLabel()).has('One room')).toBe(false); // the list is kept for a second
    t.clock.advance(2000);
    expect((await byLabel()).get('One room')).toMatchObject({ places: 0, isFull: false, isSoldOut: false });
    const client = await clientAs(t, (await insertUsers(t.database.db, 1))[0]!);
    expect((await client.post('/api/registration/submit', bookingBody(rateId))).statusCode).toBe(201);
    const count = await get(`/api/rate/${rateId}/count`);
    expect([count.statusCode, count.json()]).toEqual([200, 1]);
    // The booking invalidated this process's cached list at once.
    expect((await byLabel()).get('One room')).toMatchObject({ places: 1, isFull: true, isSoldOut: true });
    expect((await get('/api/rate/999999/count')).statusCode).toBe(404);
    expect((await get('/api/rate/abc/count')).statusCode).toBe(400);
  });

  it('groups the rates of a participant type by hotel, one hotel when the member chooses it', async () => {
    const all = (await get('/api/rate/congress/demo/participant/member')).json();
    expect(all.participantType).toMatchObject({ slug: 'member', isMember: true });
    expect(all.memberChoosesHotel).toBe(true);
    expect(all.hotels.map((h: { name: string }) => h.name)).toEqual([
      'Grand Hotel',
      'Harbour Inn',
      'Casa do Rio',
    ]);
    const harbour = all.hotels[1];
    const one = (await get(`/api/rate/congress/demo/participant/member?hotelId=${harbour.id}`)).json();
    expect(one.hotels).toHaveLength(1);
    expect(one.hotels[0].rates.every((r: { hotelId: number }) => r.hotelId === harbour.id)).toBe(true);
    const speakers = (await get('/api/rate/congress/demo/participant/guest-speakers')).json();
    expect(speakers.hotels.flatMap((h: { rates: Rate[] }) => h.rates.map((r) => r.label))).toEqual([
      'Speaker room - Harbour Inn',
      'Speaker suite - Harbour Inn',
    ]);
    expect((await get('/api/rate/congress/demo/participant/nobody')).statusCode).toBe(404);
  });

  it('ignores the hotel when the congress does not let members choose it (decisions 17)', async () => {
    await t.database.db
      .update(congresses)
      .set({ memberChoosesHotel: false })
      .where(eq(congresses.slug, 'demo'));
    t.clock.advance(2000); // past the one-second cache
    const body = (await get('/api/rate/congress/demo/participant/member?hotelId=1')).json();
    expect(body.memberChoosesHotel).toBe(false);
    expect(body.hotels.map((h: { name: string }) => h.name)).toEqual([
      'Grand Hotel',
      'Harbour Inn',
      'Casa do Rio',
    ]);
  });
});
