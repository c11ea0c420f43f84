import { addDays, daysBetween, freeRooms } from '@congress/domain/stays';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../src/db/schema/index.ts';
import { countRoomUse } from '../src/modules/capacity/capacity.service.ts';
import { createTestContext, type TestContext } from '../test/test-app.ts';
import { DEMO_BLOCK_NIGHTS, DEMO_NEARLY_FULL } from './demo-room-blocks.ts';

describe('demo room blocks (decisions 46)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });
  afterAll(() => t.close());

  it('contracts the three demo hotels over the congress nights and one extra night each side', async () => {
    const db = t.database.db;
    const [demo] = await db.select().from(s.congresses).where(eq(s.congresses.slug, 'demo'));
    expect(demo).toBeDefined();
    // The congress nights are 10 and 11 June; the blocks add 9 and 12 June.
    expect(DEMO_BLOCK_NIGHTS).toEqual([
      addDays(demo!.startsOn!, -1),
      demo!.startsOn,
      addDays(demo!.endsOn!, -1),
      demo!.endsOn,
    ]);
    const hotels = await db
      .select()
      .from(s.hotels)
      .where(eq(s.hotels.congressId, demo!.id))
      .orderBy(s.hotels.id);
    expect(hotels.map((h) => h.name)).toEqual(['Grand Hotel', 'Harbour Inn', 'Casa do Rio']);
    for (const hotel of hotels) {
      const blocks = await db.select().from(s.roomBlocks).where(eq(s.roomBlocks.hotelId, hotel.id));
      expect(new Set(blocks.map((b) => b.night)), hotel.name).toEqual(new Set(DEMO_BLOCK_NIGHTS));
      expect(blocks.every((b) => b.extraNightPriceCents > 0 && b.releaseOn !== null)).toBe(true);
    }
  });

  it('has one night with one room left and a release date next week', async () => {
    const db = t.database.db;
    const [hotel] = await db.select().from(s.hotels).where(eq(s.hotels.name, DEMO_NEARLY_FULL.hotel));
    const blocks = await db.select().from(s.roomBlocks).where(eq(s.roomBlocks.hotelId, hotel!.id));
    const cell = blocks.find(
      (b) => b.roomType === DEMO_NEARLY_FULL.roomType && b.night === DEMO_NEARLY_FULL.night,
    );
    const use = await countRoomUse(db, { hotelId: hotel!.id, nights: [DEMO_NEARLY_FULL.night] }, new Date());
    const taken = use.find((row) => row.roomType === DEMO_NEARLY_FULL.roomType);
    expect(freeRooms({ contracted: cell!.rooms, sold: taken?.sold ?? 0, held: taken?.held ?? 0 })).toBe(1);
    // The template database was seeded when the run started: next week is 6 to 7 days away.
    const today = new Date().toISOString().slice(0, 10);
    expect(daysBetween(today, cell!.releaseOn!)).toBeGreaterThanOrEqual(5);
    expect(daysBetween(today, cell!.releaseOn!)).toBeLessThanOrEqual(7);
  });

  it('has a hotel contracted late: nothing sold yet, its release three weeks away', async () => {
    const db = t.database.db;
    const [hotel] = await db.select().from(s.hotels).where(eq(s.hotels.name, 'Casa do Rio'));
    const blocks = await db.select().from(s.roomBlocks).where(eq(s.roomBlocks.hotelId, hotel!.id));
    expect(new Set(blocks.map((b) => b.roomType))).toEqual(new Set(['single', 'double']));
    expect(await countRoomUse(db, { hotelId: hotel!.id }, new Date())).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      blocks.every((b) => daysBetween(today, b.releaseOn!) >= 19 && daysBetween(today, b.releaseOn!) <= 21),
    ).toBe(true);
  });
});
