import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { registrations } from '../../../db/schema/index.ts';
import { touchParticipation } from '../participations/participations.repository.ts';

export type RegistrationRow = typeof registrations.$inferSelect;
export type RegistrationInsert = typeof registrations.$inferInsert;

export async function listRegistrationsOf(
  executor: Executor,
  participationId: number,
): Promise<RegistrationRow[]> {
  return executor
    .select()
    .from(registrations)
    .where(eq(registrations.participationId, participationId))
    .orderBy(asc(registrations.position));
}

export async function findRegistrationRow(executor: Executor, id: number): Promise<RegistrationRow | null> {
  const [row] = await executor.select().from(registrations).where(eq(registrations.id, id));
  return row ?? null;
}

export async function insertRegistration(
  executor: Executor,
  values: RegistrationInsert,
): Promise<RegistrationRow> {
  const [row] = await executor.insert(registrations).values(values).returning();
  if (!row) throw new Error('registration not stored');
  return row;
}

/** Writes a registration; its participation's version moves with it (decisions 39). */
export async function updateRegistration(
  executor: Executor,
  id: number,
  values: Partial<RegistrationInsert>,
) {
  const [row] = await executor
    .update(registrations)
    .set(values)
    .where(eq(registrations.id, id))
    .returning({ participationId: registrations.participationId });
  if (row) await touchParticipation(executor, row.participationId);
}

/** A change that leaves money due is not confirmed any more (decisions 15). */
export async function unconfirmRegistrations(executor: Executor, participationId: number, now: Date) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: 'pending', updatedAt: now })
    .where(
      and(
        eq(registrations.participationId, participationId),
        eq(registrations.statusRegistration, 'confirmed'),
      ),
    );
}

export async function findParticipationIdsOfRegistrations(
  executor: Executor,
  ids: number[],
): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await executor
    .selectDistinct({ id: registrations.participationId })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  return rows.map((row) => row.id);
}
