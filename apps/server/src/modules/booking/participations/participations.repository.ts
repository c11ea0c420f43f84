import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { allRows } from '../../../db/raw-rows.ts';
import {
  congresses,
  participants,
  participations,
  payments,
  registrations,
} from '../../../db/schema/index.ts';
import { type ParticipantRow, ownerColumn, type Subject } from '../participants/participants.repository.ts';

export type ParticipationRow = typeof participations.$inferSelect;
export type ParticipationInsert = Omit<typeof participations.$inferInsert, 'version'>;
export type PaymentRow = typeof payments.$inferSelect;

/** The subject's participation in a congress (decisions 1: at most one), with its main participant. */
export async function findSubjectParticipation(
  executor: Executor,
  subject: Subject,
  congressId: number,
): Promise<{ participation: ParticipationRow; mainParticipant: ParticipantRow } | null> {
  const [row] = await executor
    .select({ participation: participations, mainParticipant: participants })
    .from(participations)
    .innerJoin(participants, eq(participants.id, participations.mainParticipantId))
    .where(and(eq(ownerColumn(subject), subject.id), eq(participations.congressId, congressId)))
    .orderBy(desc(participations.id))
    .limit(1);
  return row ?? null;
}

export async function findParticipationRow(
  executor: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<ParticipationRow | null> {
  const query = executor.select().from(participations).where(eq(participations.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function findParticipationOfMainParticipant(
  executor: Executor,
  participantId: number,
): Promise<ParticipationRow | null> {
  const [row] = await executor
    .select()
    .from(participations)
    .where(eq(participations.mainParticipantId, participantId));
  return row ?? null;
}

/** The participation a participant is registered on, as main participant or as the second person. */
export async function findParticipationIdOfParticipant(
  executor: Executor,
  participantId: number,
  congressId: number,
): Promise<number | null> {
  const main = await findParticipationOfMainParticipant(executor, participantId);
  if (main) return main.congressId === congressId ? main.id : null;
  const [row] = await executor
    .select({ id: registrations.participationId })
    .from(registrations)
    .where(and(eq(registrations.participantId, participantId), eq(registrations.congressId, congressId)))
    .orderBy(desc(registrations.id))
    .limit(1);
  return row?.id ?? null;
}

export async function insertParticipation(
  executor: Executor,
  values: ParticipationInsert,
): Promise<ParticipationRow> {
  const [row] = await executor.insert(participations).values(values).returning();
  if (!row) throw new Error('participation not stored');
  return row;
}

/** Every write of a participation moves its version (decisions 39), whoever writes. */
export const nextVersion = sql`${participations.version} + 1`;

/**
 * Writes the participation's own columns. Given the version a staff member read, it writes only
 * while the participation is still at that version (decisions 39). Answers the rows written (0 or 1).
 */
export async function updateParticipation(
  executor: Executor,
  id: number,
  values: Partial<ParticipationInsert>,
  readVersion?: number,
): Promise<number> {
  const where =
    readVersion === undefined
      ? eq(participations.id, id)
      : and(eq(participations.id, id), eq(participations.version, readVersion));
  const rows = await executor
    .update(participations)
    .set({ ...values, version: nextVersion })
    .where(where)
    .returning({ id: participations.id });
  return rows.length;
}

/** A write of its registrations is a write of the participation: its version moves too. */
export async function touchParticipation(executor: Executor, id: number): Promise<void> {
  await executor.update(participations).set({ version: nextVersion }).where(eq(participations.id, id));
}

export async function listPayments(executor: Executor, participationId: number): Promise<PaymentRow[]> {
  return executor
    .select()
    .from(payments)
    .where(eq(payments.participationId, participationId))
    .orderBy(asc(payments.id));
}

/** The slug of a congress named by id (spec 7's /participation/congress/{id}) or by slug. */
export async function findCongressSlugByRef(executor: Executor, ref: string): Promise<string | null> {
  const where = /^\d+$/.test(ref) ? eq(congresses.id, Number(ref)) : eq(congresses.slug, ref);
  const [row] = await executor.select({ slug: congresses.slug }).from(congresses).where(where);
  return row?.slug ?? null;
}

/**
 * The room-mate a participation names (a rate shared with a member) and whether that member booked
 * naming it back, active, at the same hotel and room type: the pair is then one room (decisions 46).
 */
export async function findRoomMateStatus(
  executor: Executor,
  participationId: number,
): Promise<{ name: string; memberNumber: string; isConfirmed: boolean; isRegistered: boolean } | null> {
  const rows = (await allRows(
    executor,
    sql`
    select sp.first_name, sp.last_name, p.accompanying_member_number as mate_number,
      exists (
        select 1 from participations q
        join registrations qr on qr.participation_id = q.id and qr.position = 1
        join participants qp on qp.id = q.main_participant_id
        where q.congress_id = p.congress_id and q.id <> p.id
          and qr.status_registration <> 'cancelled'
          and qr.hotel_id = r.hotel_id and qr.room_option = r.room_option
          and upper(trim(qp.member_number)) = upper(trim(p.accompanying_member_number))
          and upper(trim(q.accompanying_member_number)) = upper(trim(pp.member_number))
      ) as is_confirmed,
      exists (
        select 1 from participations q
        join registrations qr on qr.participation_id = q.id and qr.position = 1
        join participants qp on qp.id = q.main_participant_id
        where q.congress_id = p.congress_id and q.id <> p.id
          and qr.status_registration <> 'cancelled'
          and upper(trim(qp.member_number)) = upper(trim(p.accompanying_member_number))
      ) as is_registered
    from participations p
    join registrations r on r.participation_id = p.id and r.position = 1
    join participants pp on pp.id = p.main_participant_id
    join registrations r2 on r2.participation_id = p.id and r2.position = 2
    join participants sp on sp.id = r2.participant_id
    where p.id = ${participationId} and p.accompanying_member_number is not null`,
  )) as unknown as {
    first_name: string;
    last_name: string;
    mate_number: string;
    is_confirmed: boolean;
    is_registered: boolean;
  }[];
  const row = rows[0];
  if (!row) return null;
  return {
    name: `${row.first_name} ${row.last_name}`.trim(),
    memberNumber: row.mate_number,
    isConfirmed: Boolean(row.is_confirmed),
    isRegistered: Boolean(row.is_registered),
  };
}
