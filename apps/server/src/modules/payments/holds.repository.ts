import { and, asc, eq, exists, isNotNull, isNull, lte, ne, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { participations, payments, registrations } from '../../db/schema/index.ts';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';

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

/** A write of its registrations is a write of the participation: an admin's earlier read is stale (decisions 39). */
async function touchParticipation(executor: Executor, participationId: number) {
  await executor
    .update(participations)
    .set({ version: sql`${participations.version} + 1` })
    .where(eq(participations.id, participationId));
}

/** Cancels every registration of the participation that is not cancelled yet, saying why. */
export async function cancelActiveRegistrations(
  executor: Executor,
  participationId: number,
  comment: string,
  now: Date,
) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: 'cancelled', statusComment: comment, updatedAt: now })
    .where(
      and(
        eq(registrations.participationId, participationId),
        ne(registrations.statusRegistration, 'cancelled'),
      ),
    );
}

/** Undoes the sweep only: registrations cancelled for another reason (companion removal) stay cancelled. */
export async function restoreHoldExpiredRegistrations(
  executor: Executor,
  participationId: number,
  now: Date,
) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: 'pending', statusComment: null, updatedAt: now })
    .where(
      and(
        eq(registrations.participationId, participationId),
        eq(registrations.statusRegistration, 'cancelled'),
        eq(registrations.statusComment, HOLD_EXPIRED),
      ),
    );
}

/** Back to pending (decisions 15: a saved change that is not fully paid). */
export async function setActiveRegistrationsPending(executor: Executor, participationId: number, now: Date) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: 'pending', updatedAt: now })
    .where(
      and(
        eq(registrations.participationId, participationId),
        ne(registrations.statusRegistration, 'cancelled'),
      ),
    );
}
