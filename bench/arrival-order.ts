// The fairness check of the rush (decisions 10): places go in arrival order. The server records each
// booking that waits for a new place (booking_arrivals) with how it was answered; a buyer refused
// before recording one came after the rate was full. Fair = every placed arrival came before every
// refused one.
import { eq } from 'drizzle-orm';
import type { Database } from '../apps/server/src/db/database.ts';
import { bookingArrivals } from '../apps/server/src/db/schema/index.ts';

export type ArrivalOrder = { placed: number; refused: number; refusedAtOnce: number; isFair: boolean };

export async function checkArrivalOrder(
  db: Database,
  rateId: number,
  refusals: number,
): Promise<ArrivalOrder> {
  const rows = await db
    .select({ id: bookingArrivals.id, outcome: bookingArrivals.outcome })
    .from(bookingArrivals)
    .where(eq(bookingArrivals.rateId, rateId));
  const placed = rows.filter((row) => row.outcome === 'placed').map((row) => row.id);
  const refused = rows.filter((row) => row.outcome === 'refused').map((row) => row.id);
  const isFair = placed.length === 0 || refused.length === 0 || Math.max(...placed) < Math.min(...refused);
  return { placed: placed.length, refused: refused.length, refusedAtOnce: refusals - refused.length, isFair };
}

export function describeArrivalOrder(order: ArrivalOrder): string {
  return `arrival order: ${order.isFair ? 'kept' : 'BROKEN'} (${order.placed} placed, ${order.refused} refused in the queue after every placed arrival, ${order.refusedAtOnce} refused at once after the rate was full)`;
}
