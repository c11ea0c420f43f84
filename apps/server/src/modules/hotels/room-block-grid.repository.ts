import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { hotels } from '../../db/schema/index.ts';
import type { HotelRow } from './hotels.repository.ts';

/**
 * Serialises grid writes of one hotel, so two saves never insert the same new cell. NO KEY UPDATE:
 * a booking's insert of a registration naming the hotel (its key share) does not wait on it.
 */
export async function lockHotelForBlocks(tx: Transaction, id: number): Promise<HotelRow | null> {
  const [row] = await tx.select().from(hotels).where(eq(hotels.id, id)).for('no key update');
  return row ?? null;
}
