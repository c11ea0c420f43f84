import { addDays, type IsoDay, type RoomType } from '@congress/domain/stays';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../src/db/database.ts';
import { hotels, roomBlocks } from '../src/db/schema/index.ts';
import { countRoomUse } from '../src/modules/capacity/capacity.service.ts';

/**
 * The demo hotels' room blocks (decisions 46): the congress nights (10 and 11 June 2027) and one
 * extra night each side. The Grand Hotel releases its unsold rooms a month before; the Harbour Inn
 * next week, and its single rooms of 9 June (an extra night, so the demo's congress-night bookings
 * never meet it) have one room left; the Casa do Rio, contracted late, sold nothing yet and releases
 * in three weeks (its whole block is the attrition at stake). Seeded after the participations, whose
 * rooms it counts.
 */
export const DEMO_BLOCK_NIGHTS: IsoDay[] = ['2027-06-09', '2027-06-10', '2027-06-11', '2027-06-12'];
export const DEMO_NEARLY_FULL = { hotel: 'Harbour Inn', roomType: 'single', night: '2027-06-09' } as const;

type HotelBlock = {
  rooms: Partial<Record<RoomType, number>>;
  extraNightCents: Partial<Record<RoomType, number>>;
};

const BLOCKS: Record<'Grand Hotel' | 'Harbour Inn' | 'Casa do Rio', HotelBlock> = {
  'Grand Hotel': {
    rooms: { single: 250, twin: 60, double: 80 },
    extraNightCents: { single: 18_000, twin: 21_000, double: 21_000 },
  },
  'Harbour Inn': { rooms: { single: 200 }, extraNightCents: { single: 11_000 } },
  'Casa do Rio': { rooms: { single: 40, double: 12 }, extraNightCents: { single: 9_500, double: 12_000 } },
};

/** Each hotel's release (cut-off) date, from the seeding day where it is relative. */
const releaseOf = (name: string, today: string) =>
  name === 'Harbour Inn' ? addDays(today, 7) : name === 'Casa do Rio' ? addDays(today, 21) : '2027-05-10';

export async function seedDemoRoomBlocks(db: Database, congressId: number, now: Date): Promise<void> {
  const today = now.toISOString().slice(0, 10);
  for (const [name, block] of Object.entries(BLOCKS)) {
    const [hotel] = await db
      .select({ id: hotels.id })
      .from(hotels)
      .where(and(eq(hotels.congressId, congressId), eq(hotels.name, name)));
    if (!hotel) throw new Error(`seed: no hotel ${name}`);
    const releaseOn = releaseOf(name, today);
    const use = await countRoomUse(db, { hotelId: hotel.id, nights: DEMO_BLOCK_NIGHTS }, now);
    const taken = (roomType: RoomType, night: IsoDay) => {
      const cell = use.find((row) => row.roomType === roomType && row.night === night);
      return (cell?.sold ?? 0) + (cell?.held ?? 0);
    };
    const rows = Object.entries(block.rooms).flatMap(([type, rooms]) =>
      DEMO_BLOCK_NIGHTS.map((night) => {
        const roomType = type as RoomType;
        const isNearlyFull =
          name === DEMO_NEARLY_FULL.hotel &&
          roomType === DEMO_NEARLY_FULL.roomType &&
          night === DEMO_NEARLY_FULL.night;
        return {
          congressId,
          hotelId: hotel.id,
          roomType,
          night,
          rooms: isNearlyFull ? taken(roomType, night) + 1 : Math.max(rooms, taken(roomType, night)),
          releaseOn,
          extraNightPriceCents: block.extraNightCents[roomType] ?? 0,
        };
      }),
    );
    await db.insert(roomBlocks).values(rows);
  }
}
