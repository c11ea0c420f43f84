import type { Database } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { admissionGate } from './admission-gate.ts';
import { letInUnavailable } from './entry-limiter.ts';
import {
  ABANDONED_AFTER_SECONDS,
  type ArrivalOutcome,
  type ArrivalSubject,
  answerArrivals,
  insertArrival,
} from './arrivals.repository.ts';

/** Thrown under the rate's lock when bookings that arrived earlier still wait for the places left. */
export class EarlierArrivalsWaiting extends Error {
  constructor() {
    super('bookings that arrived earlier wait for the places left');
  }
}

/** A pause before looking again: the earlier bookings are in another process, or about to enter. */
const YIELD_MS = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Refusals of the rate itself (full, closed, not open): the same for everyone who wants a new place. */
const isRateRefusal = (error: unknown) => error instanceof AppError && error.code === 'RATE_UNAVAILABLE';

/** An arrival whose answer could not be stored stops counting once abandoned: never worth a failed answer. */
const answer = (db: Database, ids: number[], outcome: ArrivalOutcome) =>
  answerArrivals(db, ids, outcome).catch(() => undefined);

export type Admission = {
  rateId: number;
  congressId: number;
  ticket: string | null;
  subject: ArrivalSubject;
};

/**
 * Runs a booking that takes a new place in its turn (decisions 10): its arrival is recorded, it waits
 * behind the bookings of the rate that arrived before it, and `work` gets the arrival's id, which it
 * marks placed in its own transaction when it takes the place.
 */
export async function inArrivalOrder<T>(
  db: Database,
  admission: Admission,
  work: (arrivalId: number) => Promise<T>,
  /** Frees the booking's entry slot once its arrival is recorded (entry-limiter.ts). */
  entered: () => void,
): Promise<T> {
  const gate = admissionGate(db);
  const arrivalId = await insertArrival(db, admission);
  entered();
  const owner = { ticket: admission.ticket, subject: admission.subject };
  const deadline = performance.now() + ABANDONED_AFTER_SECONDS * 1000;
  for (;;) {
    // Rejects when a turn before this one found the rate unavailable (and answered this arrival).
    await gate.enter(admission.rateId, arrivalId, owner);
    const started = performance.now();
    try {
      const result = await work(arrivalId);
      gate.leave(admission.rateId, performance.now() - started);
      return result;
    } catch (error) {
      const turnMs = performance.now() - started;
      if (error instanceof EarlierArrivalsWaiting && performance.now() < deadline) {
        gate.leave(admission.rateId, turnMs);
        await sleep(YIELD_MS);
        continue;
      }
      if (isRateRefusal(error)) {
        gate.markUnavailable(admission.rateId, admission.congressId);
        letInUnavailable(db, admission.rateId);
        const turn = gate.leave(admission.rateId, turnMs, error);
        await answer(db, [arrivalId, ...turn.refusedArrivalIds], 'refused');
        turn.refuseAll();
      } else {
        await answer(db, [arrivalId], 'withdrawn');
        gate.leave(admission.rateId, turnMs);
      }
      throw error;
    }
  }
}
