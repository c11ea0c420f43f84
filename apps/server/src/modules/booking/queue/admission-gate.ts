/**
 * The rush's queue in this process (decisions 10): bookings that need a new place on a rate take
 * their turn one at a time, in the order of their recorded arrival, instead of all holding a database
 * connection while they wait for the rate's row lock. When a turn finds the rate full, closed or not
 * open, every booking still waiting here for a new place on it gets the same answer at once.
 */
import { isOwnTicket, type QueueTicket } from './entry-limiter.ts';

type Waiter = {
  arrivalId: number;
  owner: Pick<QueueTicket, 'ticket' | 'subject'>;
  admit: () => void;
  refuse: (error: unknown) => void;
};

type Gate = {
  isBusy: boolean;
  /** Sorted by arrival: the earliest is served first. */
  waiting: Waiter[];
  /** How long a turn takes, smoothed: the queue's estimate. */
  turnMs: number;
};

/** Architecture: what this process learnt of public data is trusted at most a second. */
const UNAVAILABLE_TRUSTED_MS = 1000;
/** Rates a turn found unavailable (full, closed, not open), with when and their congress, per database. */
const unavailableByDatabase = new WeakMap<object, Map<number, { at: number; congressId: number }>>();

/** A place was freed or a rate changed in this process: what it learnt of unavailable rates is stale. */
export function forgetUnavailableRates(db: object) {
  unavailableByDatabase.get(db)?.clear();
}

/** A first estimate before any turn was measured. */
const FIRST_TURN_MS = 40;
const gatesByDatabase = new WeakMap<object, Map<number, Gate>>();

function insertInOrder(waiting: Waiter[], waiter: Waiter) {
  let index = waiting.length;
  while (index > 0 && (waiting[index - 1]?.arrivalId ?? 0) > waiter.arrivalId) index--;
  waiting.splice(index, 0, waiter);
}

export type AdmissionGate = ReturnType<typeof admissionGate>;

/** The gates of one database (test apps never share them). */
export function admissionGate(db: object) {
  let gates = gatesByDatabase.get(db);
  if (!gates) {
    gates = new Map();
    gatesByDatabase.set(db, gates);
  }
  const byRate = gates;
  const gateOf = (rateId: number): Gate => {
    let gate = byRate.get(rateId);
    if (!gate) {
      gate = { isBusy: false, waiting: [], turnMs: FIRST_TURN_MS };
      byRate.set(rateId, gate);
    }
    return gate;
  };

  let unavailable = unavailableByDatabase.get(db);
  if (!unavailable) {
    unavailable = new Map();
    unavailableByDatabase.set(db, unavailable);
  }
  const marks = unavailable;

  return {
    /** A turn found the rate unavailable under its lock. */
    markUnavailable(rateId: number, congressId: number) {
      marks.set(rateId, { at: performance.now(), congressId });
    },

    /** The rate's congress when a turn found it unavailable within the last second; else null. */
    knownUnavailable(rateId: number): { congressId: number } | null {
      const mark = marks.get(rateId);
      if (!mark) return null;
      if (performance.now() - mark.at < UNAVAILABLE_TRUSTED_MS) return { congressId: mark.congressId };
      marks.delete(rateId);
      return null;
    },

    /** Resolves when it is this arrival's turn on the rate; rejects when a turn before it found the rate unavailable. */
    enter(rateId: number, arrivalId: number, owner: Waiter['owner']): Promise<void> {
      const gate = gateOf(rateId);
      if (!gate.isBusy && gate.waiting.length === 0) {
        gate.isBusy = true;
        return Promise.resolve();
      }
      return new Promise<void>((admit, refuse) =>
        insertInOrder(gate.waiting, { arrivalId, owner, admit, refuse }),
      );
    },

    /**
     * Ends the current turn. With `refusal`, the rate refuses every new place: the waiting arrivals are
     * handed back (to be answered in one statement) and then refused with it.
     */
    leave(
      rateId: number,
      turnMs: number,
      refusal?: unknown,
    ): { refusedArrivalIds: number[]; refuseAll: () => void } {
      const gate = gateOf(rateId);
      gate.turnMs = gate.turnMs * 0.8 + turnMs * 0.2;
      const refused = refusal === undefined ? [] : gate.waiting.splice(0);
      const next = gate.waiting.shift();
      if (next) next.admit();
      else gate.isBusy = false;
      return {
        refusedArrivalIds: refused.map((waiter) => waiter.arrivalId),
        refuseAll: () => {
          for (const waiter of refused) waiter.refuse(refusal);
        },
      };
    },

    /** The bookings before this ticket's (the one in its turn included) while it waits here; else null. */
    position(ticket: string, subject: QueueTicket['subject']): { rateId: number; ahead: number } | null {
      for (const [rateId, gate] of byRate) {
        const index = gate.waiting.findIndex(({ owner }) => isOwnTicket(owner, ticket, subject));
        if (index >= 0) return { rateId, ahead: index + (gate.isBusy ? 1 : 0) };
      }
      return null;
    },

    /** How many wait on the rate here, the one in its turn included. */
    waitingOn(rateId: number): number {
      const gate = byRate.get(rateId);
      return gate ? gate.waiting.length + (gate.isBusy ? 1 : 0) : 0;
    },

    /** About how long until `ahead` bookings before this one are served, in seconds. */
    estimateSeconds(rateId: number, ahead: number): number {
      const turnMs = byRate.get(rateId)?.turnMs ?? FIRST_TURN_MS;
      return Math.ceil(((ahead + 1) * turnMs) / 1000);
    },
  };
}
