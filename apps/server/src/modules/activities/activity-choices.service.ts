import { findDateClash, isForWho, mayChooseActivities } from '@congress/domain/activities';
import { ACTIVITY_MESSAGES, type TParticipationActivities } from '@congress/domain/contracts/activities';
import { PARTICIPANT_MESSAGES } from '@congress/domain/contracts/participants';
import { MESSAGES } from '@congress/domain/messages';
import type { Database, Executor } from '../../db/database.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import type { BookingService } from '../booking/booking.service.ts';
import { withTransactionRetry } from '../../lib/transaction-retry.ts';
import {
  assertActivityPlaces,
  countChosen,
  countOffered,
  lockActivities,
  settleOffersOnChoice,
} from '../capacity/capacity.service.ts';
import {
  listActivitiesOfCongress,
  listChoicesOfRegistrations,
  replaceChoices,
} from './activities.repository.ts';
import {
  findRegistrationPerson,
  listParticipationPeople,
  lockRegistration,
  type RegistrationPersonRow,
} from './activity-people.repository.ts';
import { whoKeyOfPerson, withPlaces } from './activity-dto.ts';
import { findCongressRefById } from './congress-lookup.repository.ts';

const conflict = (message: string) => new AppError('CONFLICT', message);
const forbidden = (message: string) => new AppError('FORBIDDEN', message);

/**
 * A registration's activity choices (spec 2.2 User Activities): owner-scoped, admins of the congress
 * read and save any. A save replaces the registration's choices in one transaction that locks the
 * activity rows, so places are counted and taken together (architecture: quotas).
 */
export type ActivitiesBooking = Pick<
  BookingService,
  'findParticipant' | 'assertCanRead' | 'assertCanWrite' | 'isAdminOf' | 'ownsParticipant'
>;

export function createActivityChoicesService(deps: { db: Database; booking: ActivitiesBooking }) {
  const { db, booking } = deps;

  async function requireMain(executor: Executor, person: RegistrationPersonRow) {
    const main = await booking.findParticipant(executor, person.mainParticipantId);
    if (!main) throw new AppError('NOT_FOUND', PARTICIPANT_MESSAGES.participantNotFound);
    return main;
  }

  async function view(
    session: SessionSubject,
    person: RegistrationPersonRow,
  ): Promise<TParticipationActivities> {
    const main = await requireMain(db, person);
    booking.assertCanRead(session, main, person.congressId);
    const congress = await findCongressRefById(db, person.congressId);
    if (!congress) throw new AppError('NOT_FOUND', MESSAGES.congressNotFound);
    const people = await listParticipationPeople(db, person.participationId);
    const [activityRows, chosen, choices] = await Promise.all([
      listActivitiesOfCongress(db, congress.id),
      countChosen(db, { congressId: congress.id }),
      listChoicesOfRegistrations(
        db,
        people.map((p) => p.id),
      ),
    ]);
    const isAdmin = booking.isAdminOf(session, congress.id);
    const offered = await countOffered(
      db,
      activityRows.map((row) => row.id),
    );
    return {
      participationId: person.participationId,
      congress,
      registrations: people.map((p) => ({
        id: p.id,
        participationId: p.participationId,
        position: p.position,
        firstName: p.firstName,
        lastName: p.lastName,
        statusRegistration: p.statusRegistration,
        whoKey: whoKeyOfPerson(p),
        mayChoose: mayChooseActivities(p),
        activityIds: choices.filter((c) => c.registrationId === p.id).map((c) => c.activityId),
      })),
      activities: activityRows.map((row) =>
        withPlaces(row, (chosen.get(row.id) ?? 0) + (offered.get(row.id) ?? 0)),
      ),
      canEdit: isAdmin || booking.ownsParticipant(session, main),
      isAdmin,
    };
  }

  async function requirePerson(registrationId: number) {
    const person = await findRegistrationPerson(db, registrationId);
    if (!person) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.registrationNotFound);
    return person;
  }

  return {
    async ofRegistration(session: SessionSubject, registrationId: number) {
      return view(session, await requirePerson(registrationId));
    },

    async ofParticipation(session: SessionSubject, participationId: number) {
      const [first] = await listParticipationPeople(db, participationId);
      if (!first) throw new AppError('NOT_FOUND', MESSAGES.participationNotFound);
      return view(session, first);
    },

    /**
     * Replaces the registration's choices. Participants add or remove only open activities meant for
     * them; admins may also use closed ones and any `who`. One activity per start date and the places
     * hold for everyone.
     */
    async save(session: SessionSubject, registrationId: number, activityIds: number[]): Promise<void> {
      await withTransactionRetry(db, async (tx) => {
        if (!(await lockRegistration(tx, registrationId))) {
          throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.registrationNotFound);
        }
        const person = await findRegistrationPerson(tx, registrationId);
        if (!person) throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.registrationNotFound);
        const main = await requireMain(tx, person);
        booking.assertCanWrite(session, main, person.congressId);
        const isAdmin = booking.isAdminOf(session, person.congressId);
        if (person.statusRegistration === 'cancelled')
          throw conflict(ACTIVITY_MESSAGES.registrationCancelled);

        const current = (await listChoicesOfRegistrations(tx, [registrationId])).map((c) => c.activityId);
        const locked = await lockActivities(tx, [...new Set([...current, ...activityIds])]);
        const wanted = activityIds.map((id) => locked.find((a) => a.id === id));
        if (wanted.some((a) => !a || a.congressId !== person.congressId)) {
          throw new AppError('NOT_FOUND', ACTIVITY_MESSAGES.activityNotFound);
        }
        const chosen = wanted.filter((a) => a !== undefined);
        if (findDateClash(chosen)) throw conflict(MESSAGES.activityDateTaken);

        const added = chosen.filter((a) => !current.includes(a.id));
        const removed = locked.filter((a) => current.includes(a.id) && !activityIds.includes(a.id));
        if (!isAdmin) {
          // Decisions 34: an unpaid place never takes an activity's place; removing one is always allowed.
          if (added.length > 0 && !mayChooseActivities(person))
            throw forbidden(ACTIVITY_MESSAGES.confirmedOnly);
          if ([...added, ...removed].some((a) => !a.isOpen)) throw conflict(ACTIVITY_MESSAGES.closed);
          const whoKey = whoKeyOfPerson(person);
          if (added.some((a) => !isForWho(a, whoKey))) throw forbidden(ACTIVITY_MESSAGES.notForYou);
        }
        const addedIds = added.map((a) => a.id);
        await assertActivityPlaces(tx, registrationId, added);

        await replaceChoices(tx, registrationId, activityIds);
        await settleOffersOnChoice(tx, registrationId, addedIds, new Date());
        if (isAdmin && !booking.ownsParticipant(session, main)) {
          await recordAudit(tx, {
            actor: session,
            congressId: person.congressId,
            action: 'update-choices',
            entity: 'registration',
            entityId: registrationId,
            before: { activityIds: current },
            after: { activityIds },
          });
        }
      });
    },
  };
}
export type ActivityChoicesService = ReturnType<typeof createActivityChoicesService>;
