import type { TStayOptions } from '@congress/domain/contracts/stays';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, createTestContext, type TestContext } from '../../../../test/test-app.ts';
import {
  type CongressFixture,
  createCongress,
  createParticipation,
  createRate,
} from '../../../../test/fixtures/payment-fixtures.ts';
import { congresses, participations, roomBlocks } from '../../../db/schema/index.ts';

/** GET /api/rate/:id/stay-options: the nights the registration form offers (decisions 46). */
describe('GET /api/rate/:id/stay-options', () => {
  let t: TestContext;
  let congress: CongressFixture;
  beforeAll(async () => {
    t = await createTestContext();
    congress = await createCongress(t.database.db);
    await setDates(congress.id, '2027-06-10', '2027-06-12');
  });
  afterAll(() => t.close());

  const setDates = (id: number, startsOn: string | null, endsOn: string | null) =>
    t.database.db.update(congresses).set({ startsOn, endsOn }).where(eq(congresses.id, id));

  /** Rows of a block: one per night, `rooms` each, the extra-night price rising by the night. */
  async function block(
    of: CongressFixture,
    roomType: 'single' | 'twin' | 'double',
    nights: string[],
    rooms = 3,
  ) {
    await t.database.db.insert(roomBlocks).values(
      nights.map((night, i) => ({
        congressId: of.id,
        hotelId: of.hotelId,
        roomType,
        night,
        rooms,
        extraNightPriceCents: 10_000 + i * 500,
      })),
    );
  }

  const options = async (rateId: number, query = ''): Promise<TStayOptions> => {
    const response = await createClient(t.app).get(`/api/rate/${rateId}/stay-options${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('offers no extra night at a hotel without blocks', async () => {
    const rateId = await createRate(t.database.db, congress);
    expect(await options(rateId)).toEqual({
      congressStay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
      before: [],
      after: [],
      currency: 'EUR',
    });
  });

  it('offers the block’s nights around the congress nights, nearest first, priced, full ones marked', async () => {
    const rateId = await createRate(t.database.db, congress);
    // 7 June is not reachable: the block lacks 8 June.
    await block(congress, 'single', [
      '2027-06-07',
      '2027-06-09',
      '2027-06-10',
      '2027-06-11',
      '2027-06-12',
      '2027-06-13',
    ]);
    // Two rooms of 12 June taken: one sold, one held; the third is free.
    for (const holdUntil of [null, new Date(t.clock.now.getTime() + 30 * 60_000)]) {
      const taken = await createParticipation(t.database.db, congress, rateId, { holdUntil });
      await t.database.db
        .update(participations)
        .set({ checkInOn: '2027-06-10', checkOutOn: '2027-06-13' })
        .where(eq(participations.id, taken.id));
    }
    expect(await options(rateId)).toEqual({
      congressStay: { checkIn: '2027-06-10', checkOut: '2027-06-12' },
      before: [{ night: '2027-06-09', priceCents: 10_500, isAvailable: true }],
      after: [
        { night: '2027-06-12', priceCents: 12_000, isAvailable: true },
        { night: '2027-06-13', priceCents: 12_500, isAvailable: true },
      ],
      currency: 'EUR',
    });
    const third = await createParticipation(t.database.db, congress, rateId, { holdUntil: null });
    await t.database.db
      .update(participations)
      .set({ checkInOn: '2027-06-12', checkOutOn: '2027-06-13' })
      .where(eq(participations.id, third.id));
    expect((await options(rateId)).after).toEqual([
      { night: '2027-06-12', priceCents: 12_000, isAvailable: false },
      { night: '2027-06-13', priceCents: 12_500, isAvailable: true },
    ]);
  });

  it('reads the block of the room type asked, or the rate’s default one', async () => {
    const other = await createCongress(t.database.db);
    await setDates(other.id, '2027-06-10', '2027-06-12');
    const rateId = await createRate(t.database.db, other, { secondPrice: '150.00' });
    await block(other, 'twin', ['2027-06-09']);
    await block(other, 'double', ['2027-06-12'], 0);
    expect(await options(rateId)).toMatchObject({ before: [{ night: '2027-06-09' }], after: [] });
    expect(await options(rateId, '?roomOption=double')).toMatchObject({
      before: [],
      after: [{ night: '2027-06-12', priceCents: 10_000, isAvailable: false }],
    });
    // A single rate books single rooms whatever is asked.
    expect((await options(await createRate(t.database.db, other), '?roomOption=double')).after).toEqual([]);
  });

  it('offers no extra night while the congress has no dates', async () => {
    const undated = await createCongress(t.database.db);
    await block(undated, 'single', ['2027-06-09']);
    expect(await options(await createRate(t.database.db, undated))).toMatchObject({
      congressStay: null,
      before: [],
      after: [],
    });
  });

  it('answers 404 for a rate that does not exist, 400 for a room type that does not', async () => {
    const client = createClient(t.app);
    expect((await client.get('/api/rate/999999/stay-options')).statusCode).toBe(404);
    const rateId = await createRate(t.database.db, congress);
    expect((await client.get(`/api/rate/${rateId}/stay-options?roomOption=suite`)).statusCode).toBe(400);
  });
});
