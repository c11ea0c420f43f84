import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { registrations } from '../../../db/schema/index.ts';
import { touchParticipation } from '../participations/participations.repository.ts';

export type RegistrationRow = typeof registrations.$inferSelect;
export type RegistrationInsert = typeof registrations.$inferInsert;
/** A registration's columns but its status, which only `registration-status.repository.ts` writes. */
export type RegistrationValues = Omit<RegistrationInsert, 'statusRegistration'>;

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

/** Writes a registration; its participation's version moves with it (decisions 39). */
export async function updateRegistration(
  executor: Executor,
  id: number,
  values: Partial<RegistrationValues>,
) {
  const [row] = await executor
    .update(registrations)
    .set(values)
    .where(eq(registrations.id, id))
    .returning({ participationId: registrations.participationId });
  if (row) await touchParticipation(executor, row.participationId);
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
