import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/database.ts';
import { bookingArrivals } from '../../../db/schema/index.ts';

/** An arrival no longer counts after this long: its request died without saying so. */
export const ABANDONED_AFTER_SECONDS = 60;

/** An answered arrival's outcome is kept this long, so the order it was served in can be checked. */
export const ANSWERED_KEPT_MS = 24 * 60 * 60 * 1000;

const stillWaiting = () =>
  and(
    isNull(bookingArrivals.outcome),
    gt(bookingArrivals.arrivedAt, sql`now() - make_interval(secs => ${ABANDONED_AFTER_SECONDS})`),
  );

export type ArrivalOutcome = 'placed' | 'refused' | 'withdrawn';

export type ArrivalSubject = { kind: 'user' | 'member'; id: number };

/** Records a booking's arrival (a statement of its own, so every process sees it at once). */
export async function insertArrival(
  executor: Executor,
  values: { rateId: number; ticket: string | null; subject: ArrivalSubject },
): Promise<number> {
  const [row] = await executor
    .insert(bookingArrivals)
    .values({
      rateId: values.rateId,
      ticket: values.ticket,
      subjectKind: values.subject.kind,
      subjectId: values.subject.id,
    })
    .returning({ id: bookingArrivals.id });
  if (!row) throw new Error('the arrival was not recorded');
  return row.id;
}

/** The arrivals were answered: they no longer wait, and keep how. */
export async function answerArrivals(
  executor: Executor,
  ids: number[],
  outcome: ArrivalOutcome,
): Promise<void> {
  if (ids.length === 0) return;
  await executor.update(bookingArrivals).set({ outcome }).where(inArray(bookingArrivals.id, ids));
}

export async function deleteArrivalsBefore(executor: Executor, before: Date): Promise<number> {
  const gone = await executor
    .delete(bookingArrivals)
    .where(lt(bookingArrivals.arrivedAt, before))
    .returning({ id: bookingArrivals.id });
  return gone.length;
}

/** Bookings of the rate that arrived before this one and are still waiting for their answer. */
export async function countArrivedBefore(
  executor: Executor,
  rateId: number,
  arrivalId: number,
): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(bookingArrivals)
    .where(and(eq(bookingArrivals.rateId, rateId), lt(bookingArrivals.id, arrivalId), stillWaiting()));
  return row?.n ?? 0;
}

/** The caller's own waiting booking of this ticket, and how many of its rate arrived before it. */
export async function findTicketPosition(
  executor: Executor,
  ticket: string,
  subject: ArrivalSubject,
): Promise<{ rateId: number; ahead: number } | null> {
  const [own] = await executor
    .select({ id: bookingArrivals.id, rateId: bookingArrivals.rateId })
    .from(bookingArrivals)
    .where(
      and(
        eq(bookingArrivals.ticket, ticket),
        eq(bookingArrivals.subjectKind, subject.kind),
        eq(bookingArrivals.subjectId, subject.id),
        stillWaiting(),
      ),
    )
    .limit(1);
  if (!own) return null;
  return { rateId: own.rateId, ahead: await countArrivedBefore(executor, own.rateId, own.id) };
}
