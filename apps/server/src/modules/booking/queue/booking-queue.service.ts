import type { TBookingQueuePosition } from '@congress/domain/contracts/booking';
import type { Database } from '../../../db/database.ts';
import type { SessionSubject } from '../../../lib/session-subject.ts';
import { admissionGate } from './admission-gate.ts';
import { findTicketPosition } from './arrivals.repository.ts';
import { entryPosition } from './entry-limiter.ts';

const NOT_WAITING: TBookingQueuePosition = { position: null, estimateSeconds: null };

/** Where the caller's own booking stands in the rush's queue; another's ticket tells nothing. */
export function createBookingQueueService(deps: { db: Database }) {
  return {
    async position(session: SessionSubject, ticket: string): Promise<TBookingQueuePosition> {
      const gate = admissionGate(deps.db);
      // This process's queues first (no statement); the database for a booking another process serves.
      const waiting = entryPosition(deps.db, ticket, session);
      const found =
        (waiting && { rateId: waiting.rateId, ahead: waiting.ahead + gate.waitingOn(waiting.rateId) }) ??
        gate.position(ticket, session) ??
        (await findTicketPosition(deps.db, ticket, session));
      if (!found) return NOT_WAITING;
      return {
        position: found.ahead + 1,
        estimateSeconds: gate.estimateSeconds(found.rateId, found.ahead),
      };
    },
  };
}
export type BookingQueueService = ReturnType<typeof createBookingQueueService>;
