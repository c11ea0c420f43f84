import {
  CHECK_IN_MESSAGES,
  type TCheckInResult,
  type TCheckInSearchResult,
} from '@congress/domain/contracts/check-in';
import { MESSAGES } from '@congress/domain/messages';
import type { Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { assertCanCheckIn } from './check-in-access.ts';
import { byName, byRegistrationIds, findPeople, insertCheckIn } from './check-in.repository.ts';
import type { CheckInDeps } from './check-in-deps.ts';
import { personCards } from './person-card.ts';
import type { createTicketsService } from './tickets.service.ts';

/** The tickets' side of the module (wired in services.ts): the payment confirmation attaches them. */
export type TicketsService = ReturnType<typeof createTicketsService>;

/** The door: find a person by ticket or name, and check them in once. */
export function createCheckInService({ db, clock, signer, congresses }: CheckInDeps) {
  async function congressFor(session: SessionSubject, slug: string) {
    const congress = await congresses.findBySlug(db, slug);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.notFound);
    assertCanCheckIn(session, congress.id);
    return congress;
  }

  async function cardOf(
    executor: Executor,
    congress: { id: number; currency: string; timeZone: string },
    id: number,
  ) {
    const rows = await findPeople(executor, congress.id, byRegistrationIds([id]), 1);
    const [card] = await personCards(executor, rows, congress, clock());
    if (!card) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.notFound);
    return card;
  }

  return {
    /** A scanned ticket: its person, when the token was signed for this congress. */
    async lookup(session: SessionSubject, slug: string, token: string): Promise<TCheckInSearchResult> {
      const congress = await congressFor(session, slug);
      const registrationId = await signer.verify(db, congress.id, token);
      if (registrationId === null) throw new AppError('NOT_FOUND', CHECK_IN_MESSAGES.invalidTicket);
      return { items: [await cardOf(db, congress, registrationId)], timeZone: congress.timeZone };
    },

    async search(session: SessionSubject, slug: string, q: string): Promise<TCheckInSearchResult> {
      const congress = await congressFor(session, slug);
      const rows = await findPeople(db, congress.id, byName(q), 20);
      return { items: await personCards(db, rows, congress, clock()), timeZone: congress.timeZone };
    },

    /**
     * Checks the person in once: of two scans at the same moment one writes the check-in and the
     * audit entry, the other answers "already" with when and by whom.
     */
    async checkIn(session: SessionSubject, slug: string, registrationId: number): Promise<TCheckInResult> {
      const congress = await congressFor(session, slug);
      const at = clock();
      return db.transaction(async (tx) => {
        const before = await cardOf(tx, congress, registrationId);
        if (before.registrationStatus === 'cancelled')
          throw new AppError('CONFLICT', CHECK_IN_MESSAGES.cancelled);
        const inserted = await insertCheckIn(tx, {
          registrationId,
          congressId: congress.id,
          checkedInBy: session.kind === 'user' ? session.id : null,
          at,
        });
        if (inserted)
          await recordAudit(tx, {
            actor: session,
            congressId: congress.id,
            action: 'check-in',
            entity: 'registration',
            entityId: registrationId,
            after: { checkedInAt: at, participationId: before.participationId },
          });
        const person = await cardOf(tx, congress, registrationId);
        return { outcome: inserted ? 'checked_in' : 'already', person, timeZone: congress.timeZone };
      });
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
