import type { Database, Executor } from '../../db/database.ts';
import type { SessionSubject } from '../../lib/session-subject.ts';
import { resolveBulkSelection } from './list/bulk-selection.ts';
import { findParticipationIdsByFilter } from './list/participation-list.repository.ts';
import { listParticipantTypes } from './participant-types/participant-types.repository.ts';
import {
  assertCanRead,
  assertCanWrite,
  isAdminOf,
  ownsParticipant,
} from './participants/participant-access.ts';
import { updateParticipantLetterFields } from './participants/letter-fields.repository.ts';
import { findParticipant } from './participants/participants.repository.ts';
import {
  blankParticipants,
  blankGroups,
  blankParticipations,
  blankRegistrations,
} from './participants/personal-data.repository.ts';
import {
  assertParticipationAccess,
  type ParticipationAccess,
} from './participations/participation-access.ts';
import {
  findParticipationAggregate,
  findParticipationOwner,
  loadAggregates,
  type ParticipationAggregate,
} from './participations/participation-read.repository.ts';
import { updateParticipationPaymentState } from './participations/payment-state.repository.ts';
import { findRateWithCongress } from './rates/rates.repository.ts';
import { loadBookingState, holdsPlaceOn } from './registrations/booking-state.ts';
import {
  cancelExpiredHold,
  confirmActiveRegistrations,
  pendConfirmedRegistrations,
  restoreHoldExpiredRegistrations,
  setActiveRegistrationsPending,
} from './registrations/registration-status.repository.ts';
import { applyPendingChange } from './registrations/pending-change.ts';
import {
  deletePendingChange,
  extendPendingChange,
  findExpiredPendingChanges,
} from './registrations/pending-change.repository.ts';
import { invalidateRateLists } from './rates/rate-list-cache.ts';
import { queueChangeConfirmed } from './manage/change-confirmed-email.ts';
import { assertGroupAccess } from './groups/group-access.ts';
import { loadGroupView } from './groups/groups.service.ts';
import { assertDocumentAccess } from './groups/document-access.ts';
import { findGroup, groupsOfParticipations, listGroupPlaces } from './groups/groups.repository.ts';

export type { ParticipationAggregate };
export type ParticipationPayment = ParticipationAggregate['payments'][number];

/**
 * The booking module's public surface: what payments, invoices, e-mails, exports, activities, hotels
 * and privacy use of rates, participants, participations and registrations. Methods that take an
 * executor run in the caller's transaction; the others are owner and staff rules without I/O.
 */
export function createBookingService({ db }: { db: Database }) {
  return {
    /** The participation with its rate, hotel, congress, registrations and payments (decisions 31). */
    findParticipationAggregate,
    /** The same for many participations of one congress, in four queries (bulk e-mails). */
    loadParticipationAggregates: loadAggregates,
    findParticipationOwner,
    /** The method a payment starts with and the hold it extends (decisions 11), in its transaction. */
    updateParticipationPaymentState,
    /** Owner scope of payments and documents: the owner, or staff of the congress. */
    assertParticipationAccess: (
      session: SessionSubject,
      participationId: number,
      access: ParticipationAccess,
    ) => assertParticipationAccess(db, session, participationId, access),
    /** Reading its documents: the owner, admins, or the payer of its group (decisions 49). */
    assertDocumentAccess: (session: SessionSubject, participationId: number) =>
      assertDocumentAccess(db, session, participationId),
    /** Spec 4, after payment: every registration not Cancelled becomes Confirmed and the hold ends. */
    confirmActiveRegistrations,
    /** A transfer received short of what is due: confirmed registrations wait again. */
    pendConfirmedRegistrations,
    /** The hold sweep, or a late success whose place is gone: registrations cancelled, "hold expired" (decisions 11). */
    cancelExpiredHold,
    /** A late success whose place is still free undoes the sweep (decisions 11). */
    restoreHoldExpiredRegistrations,
    /** CONFIRM while a transfer is on its way: registrations pending (decisions 15). */
    setActiveRegistrationsPending,

    /**
     * Decisions 32: completes the participation's pending change in the caller's transaction (a
     * payment's success, REFUND, CONFIRM, a transfer chosen); 'no-place' when its hold ran out and
     * its rate filled up meanwhile (the change is dropped).
     */
    applyPendingChange,
    /** CONFIRM completed a change with nothing more to pay: the participant is told what it now reads. */
    queueChangeConfirmed,
    /** Pending changes whose hold ran out, for the hold sweep; and their removal. */
    findExpiredPendingChanges,
    deletePendingChange,
    /** Starting a card payment for a pending change extends its hold too (decisions 11). */
    extendPendingChange,
    /** Waiting lists: a rate with its type and congress (its places: capacity). */
    findRateWithCongress,
    /** Whether the subject already holds a place on the rate (nothing to wait for). */
    async holdsPlaceOn(
      executor: Executor,
      session: SessionSubject,
      congressId: number,
      rateId: number,
      now: Date,
    ) {
      const { existing, registrations } = await loadBookingState(executor, {
        session,
        congress: { id: congressId },
      });
      const main = registrations.find((row) => row.position === 1);
      return holdsPlaceOn(existing?.participation, main, rateId, now);
    },
    /** After something the public rate list shows changed outside booking (a hotel's name). */
    invalidateRateLists: () => invalidateRateLists(db),

    /** Group bookings (decisions 49): the group, its places in order, its payer's view. */
    findGroup,
    listGroupPlaces,
    groupsOfParticipations,
    loadGroupView,
    assertGroupAccess: (session: SessionSubject, groupId: number) => assertGroupAccess(db, session, groupId),

    findParticipant,
    ownsParticipant,
    isAdminOf,
    assertCanRead,
    assertCanWrite,
    listParticipantTypes,
    /** The fields a visa invitation letter needs, written with the letter's request. */
    updateParticipantLetterFields,

    /** The participation list's filter: the ids it selects in a congress, for e-mails and exports. */
    findParticipationIdsByFilter,
    /** A bulk action's selection: the congress's participations it names, and the refused. */
    resolveBulkSelection,

    /** Decisions 30: blanks the personal data of a finished congress's bookings; counts per table. */
    async purgePersonalData(executor: Executor, congressId: number) {
      return {
        participants: await blankParticipants(executor, congressId),
        registrations: await blankRegistrations(executor, congressId),
        participations: await blankParticipations(executor, congressId),
        groups: await blankGroups(executor, congressId),
      };
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;
