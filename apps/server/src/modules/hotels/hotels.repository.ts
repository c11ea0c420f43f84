import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { hotels } from '../../db/schema/index.ts';

export type HotelRow = typeof hotels.$inferSelect;

export async function listHotelsOfCongress(db: Executor, congressId: number): Promise<HotelRow[]> {
  return db
    .select()
    .from(hotels)
    .where(eq(hotels.congressId, congressId))
    .orderBy(asc(hotels.name), asc(hotels.id));
}
