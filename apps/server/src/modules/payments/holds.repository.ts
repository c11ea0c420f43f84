import { and, asc, eq, exists, isNotNull, isNull, lte, ne, not, or } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participations, payments, registrations } from '../../db/schema/index.ts';

/**
 * Participations whose hold ran out (decisions 11): no confirmed payment, no bank transfer chosen, and
 * a main registration the sweep has not cancelled yet. Oldest first, a batch at a time.
 */
export async function findExpiredHolds(executor: Executor, now: Date, limit: number): Promise<number[]> {
  const confirmedOrTransfer = executor
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.participationId, participations.id),
        eq(payments.kind, 'charge'),
        or(
          eq(payments.status, 'confirmed'),
          and(eq(payments.method, 'bank_transfer'), eq(payments.status, 'pending')),
        ),
      ),
    );
  const activeMain = executor
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.participationId, participations.id),
        eq(registrations.position, 1),
        ne(registrations.statusRegistration, 'cancelled'),
      ),
    );
  const rows = await executor
    .select({ id: participations.id })
    .from(participations)
    .where(
      and(
        isNotNull(participations.holdExpiresAt),
        lte(participations.holdExpiresAt, now),
        or(
          isNull(participations.paymentMethodChoice),
          ne(participations.paymentMethodChoice, 'bank_transfer'),
        ),
        exists(activeMain),
        not(exists(confirmedOrTransfer)),
      ),
    )
    .orderBy(asc(participations.holdExpiresAt))
    .limit(limit);
  return rows.map((row) => row.id);
}
