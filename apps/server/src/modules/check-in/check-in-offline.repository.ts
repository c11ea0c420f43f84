import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { checkIns, checkInScans, participants, registrations, users } from '../../db/schema/index.ts';
import { insertCheckIn } from './check-in.repository.ts';

/** A scan the device already sent (its id is the device's): a replayed queue records nothing twice. */
export async function hasScan(executor: Executor, id: string): Promise<boolean> {
  const rows = await executor
    .select({ id: checkInScans.id })
    .from(checkInScans)
    .where(eq(checkInScans.id, id));
  return rows.length > 0;
}

/** The check-in a sync wrote; a concurrent sync of the same scan id writes nothing. */
export async function insertScan(
  executor: Executor,
  values: typeof checkInScans.$inferInsert,
): Promise<boolean> {
  const rows = await executor
    .insert(checkInScans)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: checkInScans.id });
  return rows.length === 1;
}

/** An offline check-in, at the time it was scanned; nothing when the person is already checked in. */
export const insertOfflineCheckIn = (
  executor: Executor,
  values: {
    registrationId: number;
    congressId: number;
    checkedInBy: number | null;
    at: Date;
    deviceId: string;
  },
) => insertCheckIn(executor, values);

export async function findCheckIn(executor: Executor, registrationId: number) {
  const [row] = await executor
    .select({ deviceId: checkIns.deviceId, at: checkIns.checkedInAt })
    .from(checkIns)
    .where(eq(checkIns.registrationId, registrationId));
  return row ?? null;
}

const firstBy = aliasedTable(users, 'first_by');
const secondBy = aliasedTable(users, 'second_by');

/** The congress's conflicts: each synced scan that found its person checked in at another door. */
export async function findConflicts(executor: Executor, congressId: number) {
  return executor
    .select({
      id: checkInScans.id,
      registrationId: checkInScans.registrationId,
      firstName: participants.firstName,
      lastName: participants.lastName,
      firstAt: checkIns.checkedInAt,
      firstBy: firstBy.email,
      firstDevice: checkIns.deviceId,
      secondAt: checkInScans.scannedAt,
      secondBy: secondBy.email,
      secondDevice: checkInScans.deviceId,
    })
    .from(checkInScans)
    .innerJoin(registrations, eq(registrations.id, checkInScans.registrationId))
    .innerJoin(participants, eq(participants.id, registrations.participantId))
    .innerJoin(checkIns, eq(checkIns.registrationId, checkInScans.registrationId))
    .leftJoin(firstBy, eq(firstBy.id, checkIns.checkedInBy))
    .leftJoin(secondBy, eq(secondBy.id, checkInScans.syncedBy))
    .where(and(eq(checkInScans.congressId, congressId), eq(checkInScans.outcome, 'conflict')))
    .orderBy(asc(checkInScans.scannedAt), sql`${checkInScans.id}`)
    .limit(1_000);
}
