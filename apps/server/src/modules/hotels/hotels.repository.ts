import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { congresses, hotels } from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;

export async function listHotelsOfCongress(db: Executor, congressId: number): Promise<HotelRow[]> {
  return db
    .select()
    .from(hotels)
    .where(eq(hotels.congressId, congressId))
    .orderBy(asc(hotels.name), asc(hotels.id));
}

export type HotelValues = Omit<typeof hotels.$inferInsert, 'id'>;

export async function findHotel(db: Executor, id: number, forUpdate = false): Promise<HotelRow | null> {
  const query = db.select().from(hotels).where(eq(hotels.id, id));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertHotel(db: Executor, values: HotelValues): Promise<HotelRow> {
  const [row] = await db.insert(hotels).values(values).returning();
  if (!row) throw new Error('hotel not inserted');
  return row;
}

export async function updateHotel(db: Executor, id: number, values: Partial<HotelValues>): Promise<HotelRow> {
  const [row] = await db.update(hotels).set(values).where(eq(hotels.id, id)).returning();
  if (!row) throw new Error('hotel not updated');
  return row;
}

export async function congressExists(db: Executor, congressId: number): Promise<boolean> {
  const [row] = await db.select({ id: congresses.id }).from(congresses).where(eq(congresses.id, congressId));
  return row !== undefined;
}
