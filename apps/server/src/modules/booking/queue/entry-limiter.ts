/**
 * Bookings that have not yet recorded their arrival, a few at a time (decisions 10). In a rush, a
 * thousand submits would otherwise each queue a handful of statements for the database's few
 * connections, and the booking whose turn it is to take a place would wait behind all of them. The
 * others wait here, in the order they came, without touching the database.
 */
/** Whose booking waits, and its ticket: the queue's endpoint answers its owner only. */
export type QueueTicket = { ticket: string | null; rateId: number; subject: { kind: string; id: number } };
/** `admit(true)`: let in without a slot (its rate is known unavailable: it is answered at once). */
/** The waiting booking is the one this ticket's owner asks about (another's ticket tells nothing). */
export const isOwnTicket = (
  owner: Pick<QueueTicket, 'ticket' | 'subject'>,
  ticket: string,
  subject: QueueTicket['subject'],
) => owner.ticket === ticket && owner.subject.kind === subject.kind && owner.subject.id === subject.id;

type Entrant = QueueTicket & { admit: (withoutSlot?: boolean) => void };

type Limiter = { active: number; waiting: Entrant[] };

/**
 * Enough to keep the rate's queue fed (this work is a third of a turn's), few enough that the
 * statements of the booking in its turn never wait long behind others' (PGlite runs one at a time).
 */
export const ENTRY_CONCURRENCY = 2;
const limiters = new WeakMap<object, Limiter>();

function limiterOf(db: object): Limiter {
  let limiter = limiters.get(db);
  if (!limiter) {
    limiter = { active: 0, waiting: [] };
    limiters.set(db, limiter);
  }
  return limiter;
}

/** Waits for an entry slot; the returned function frees it (once, whatever calls it again). */
export async function enterBooking(db: object, entrant: QueueTicket): Promise<() => void> {
  const limiter = limiterOf(db);
  let isFree = false;
  if (limiter.active < ENTRY_CONCURRENCY && limiter.waiting.length === 0) limiter.active++;
  else
    isFree = await new Promise<boolean>((resolve) =>
      limiter.waiting.push({ ...entrant, admit: (withoutSlot = false) => resolve(withoutSlot) }),
    );
  return () => {
    if (isFree) return;
    isFree = true;
    const next = limiter.waiting.shift();
    if (next) next.admit();
    else limiter.active--;
  };
}

/**
 * A turn found the rate unavailable: every booking of it still waiting to enter goes in at once,
 * without a slot, to be refused by what this process now knows (known-unavailable.ts).
 */
export function letInUnavailable(db: object, rateId: number) {
  const limiter = limiterOf(db);
  const refused = limiter.waiting.filter((entrant) => entrant.rateId === rateId);
  if (refused.length === 0) return;
  limiter.waiting = limiter.waiting.filter((entrant) => entrant.rateId !== rateId);
  for (const entrant of refused) entrant.admit(true);
}

/** The bookings of the rate before this ticket's, while it waits to enter in this process; else null. */
export function entryPosition(
  db: object,
  ticket: string,
  subject: QueueTicket['subject'],
): { rateId: number; ahead: number } | null {
  const { waiting, active } = limiterOf(db);
  const index = waiting.findIndex((entrant) => isOwnTicket(entrant, ticket, subject));
  const own = waiting[index];
  if (!own) return null;
  const before = waiting.slice(0, index).filter((entrant) => entrant.rateId === own.rateId).length;
  return { rateId: own.rateId, ahead: before + active };
}
