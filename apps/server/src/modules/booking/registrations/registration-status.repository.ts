import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { REGISTRATION_STATUSES, type RegistrationStatus } from '@congress/domain/enums';
import { HOLD_EXPIRED } from '@congress/domain/participation-money';
import {
  assertRegistrationTransition,
  REGISTRATION_STATUS_TRANSITIONS,
  type RegistrationStatusEvent,
  targetOf,
} from '@congress/domain/registration-status';
import type { Executor } from '../../../db/database.ts';
import { participations, registrations } from '../../../db/schema/index.ts';
import { touchParticipation } from '../participations/participations.repository.ts';
import type { RegistrationInsert, RegistrationRow, RegistrationValues } from './registrations.repository.ts';

/**
 * The one writer of a registration's status (the architecture test holds every other file
 * to it). Each write names the event that causes it and is checked against the domain's transition
 * table: a move the table refuses throws before anything is written. A status write is a write of
 * the participation, so its version moves in the same transaction (decisions 39).
 */
export type StatusChange = {
  event: RegistrationStatusEvent;
  to: RegistrationStatus;
  comment?: string | null;
};

const statusColumns = ({ to, comment }: StatusChange) =>
  comment === undefined ? { statusRegistration: to } : { statusRegistration: to, statusComment: comment };

/**
 * A new registration with its first status. Its participation is created or written (with its
 * version) by the same caller, so the insert leaves the version alone, as before.
 */
export async function insertRegistration(
  executor: Executor,
  values: RegistrationValues,
  change: StatusChange,
): Promise<RegistrationRow> {
  assertRegistrationTransition('new', change.to, change.event);
  const [row] = await executor
    .insert(registrations)
    .values({ ...values, ...statusColumns(change) })
    .returning();
  if (!row) throw new Error('registration not stored');
  return row;
}

/** One registration's status, with the other columns of the same write in one statement; answers what it wrote. */
export async function writeRegistrationStatus(
  executor: Executor,
  current: Pick<RegistrationRow, 'id' | 'statusRegistration'>,
  change: StatusChange,
  values: Partial<RegistrationValues> = {},
): Promise<Partial<RegistrationInsert>> {
  assertRegistrationTransition(current.statusRegistration, change.to, change.event);
  const written = { ...values, ...statusColumns(change) };
  const [row] = await executor
    .update(registrations)
    .set(written)
    .where(eq(registrations.id, current.id))
    .returning({ participationId: registrations.participationId });
  if (row) await touchParticipation(executor, row.participationId);
  return written;
}

/** The participation's registrations an event moves: exactly those in the statuses it moves from. */
function movedBy(event: RegistrationStatusEvent, participationId: number): SQL | undefined {
  const from = REGISTRATION_STATUSES.filter((status) =>
    REGISTRATION_STATUS_TRANSITIONS[event].from.includes(status),
  );
  const others = REGISTRATION_STATUSES.filter((status) => !from.includes(status));
  const [only] = from;
  const [other] = others;
  const inStatus =
    from.length === 1 && only
      ? eq(registrations.statusRegistration, only)
      : others.length === 1 && other
        ? ne(registrations.statusRegistration, other)
        : inArray(registrations.statusRegistration, from);
  return and(eq(registrations.participationId, participationId), inStatus);
}

/** Spec 4, "after payment": every registration that is not Cancelled becomes Confirmed. */
export async function confirmActiveRegistrations(executor: Executor, participationId: number, now: Date) {
  await executor
    .update(registrations)
    .set({ statusRegistration: targetOf('paid'), updatedAt: now })
    .where(movedBy('paid', participationId));
  // A confirmed payment or a chosen bank transfer ends the hold (decisions 11).
  await executor
    .update(participations)
    .set({ holdExpiresAt: null, updatedAt: now, version: sql`${participations.version} + 1` })
    .where(eq(participations.id, participationId));
}

/**
 * Money due again (decisions 15: a change not fully paid; a transfer received
 * short): confirmed registrations go back to pending; cancelled, on hold and no show stay as they are.
 */
export async function pendConfirmedRegistrations(executor: Executor, participationId: number, now: Date) {
  const moved = await executor
    .update(registrations)
    .set({ statusRegistration: targetOf('unsettled'), updatedAt: now })
    .where(movedBy('unsettled', participationId))
    .returning({ id: registrations.id });
  if (moved.length === 0) return;
  await executor
    .update(participations)
    .set({ updatedAt: now, version: sql`${participations.version} + 1` })
    .where(eq(participations.id, participationId));
}

/** The hold ran out (decisions 11): every registration not cancelled yet is, saying why. */
export async function cancelExpiredHold(executor: Executor, participationId: number, now: Date) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: targetOf('hold_expired'), statusComment: HOLD_EXPIRED, updatedAt: now })
    .where(movedBy('hold_expired', participationId));
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
    .set({ statusRegistration: targetOf('late_payment'), statusComment: null, updatedAt: now })
    .where(and(movedBy('late_payment', participationId), eq(registrations.statusComment, HOLD_EXPIRED)));
}

/** CONFIRM while a transfer is still on its way: back to pending (decisions 15). */
export async function setActiveRegistrationsPending(executor: Executor, participationId: number, now: Date) {
  await touchParticipation(executor, participationId);
  await executor
    .update(registrations)
    .set({ statusRegistration: targetOf('awaiting_transfer'), updatedAt: now })
    .where(movedBy('awaiting_transfer', participationId));
}
