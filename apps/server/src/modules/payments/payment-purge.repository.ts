import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participations, payments } from '../../db/schema/index.ts';

/** Provider details and free comments go; amounts, dates, statuses and references stay. */
export async function blankPayments(db: Executor, congressId: number): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ informationsPayment: null, comment: null, clientSecret: null })
    .where(
      sql`${payments.participationId} in (select ${participations.id} from ${participations} where ${participations.congressId} = ${congressId})`,
    )
    .returning({ id: payments.id });
  return rows.length;
}
