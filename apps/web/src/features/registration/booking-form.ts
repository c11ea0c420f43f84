import type { TMemberUser } from '@congress/domain/contracts/auth';
import type { TBookingRequestInput } from '@congress/domain/contracts/booking';
import {
  type TParticipation,
  type TPendingChange,
  ZConsent,
} from '@congress/domain/contracts/participations';
import type { TRateBase } from '@congress/domain/contracts/rates';
import type { RoomOption } from '@congress/domain/enums';
import {
  emptyPerson,
  emptySharing,
  type PeopleValues,
  type PersonValues,
  peopleRequest,
  peopleSchemaShape,
  personFromRegistration,
  personFromStored,
  sharingFromParticipation,
} from '@congress/domain/person-form';
import { isRoomOptionAllowed, roomOptionsFor } from '@congress/domain/rate-rules';
import type { Stay } from '@congress/domain/stays';
import { z } from 'zod';

/** `stay` is the nights at the hotel as chosen; null is the congress nights (decisions 46). */
export type BookingFormValues = PeopleValues & {
  roomOption: RoomOption;
  consent: boolean;
  stay: Stay | null;
};

/** Member sign-in fills what the member book knows (spec 1). */
export function personFromMember(member: TMemberUser): PersonValues {
  return {
    ...emptyPerson(),
    firstName: member.firstname,
    lastName: member.name,
    email: member.email,
    memberNumber: member.numMember,
    section: member.section?.name ?? '',
    workingHotel: member.hotel?.name ?? '',
  };
}

const activeRegistration = (participation: TParticipation | null, position: number) =>
  participation?.registrations.find(
    (registration) => registration.position === position && registration.statusRegistration !== 'cancelled',
  );

/** The existing participation has a companion or room-mate that is not cancelled. */
export const hasActiveSecondRegistration = (participation: TParticipation | null) =>
  activeRegistration(participation, 2) !== undefined;

type InitialSources = {
  rate: TRateBase;
  participation: TParticipation | null;
  member: TMemberUser | null;
  /** The signed-in account's e-mail: a new participant's own e-mail, unless the member book has one. */
  accountEmail?: string | null | undefined;
};

export function initialBookingValues({
  rate,
  participation,
  member,
  accountEmail,
}: InitialSources): BookingFormValues {
  // A change being made on this rate is what the participant typed last (decisions 32).
  const pending = participation?.pendingChange?.rate.id === rate.id ? participation.pendingChange : null;
  if (pending) return pendingValues(pending, participation?.consentAt != null, participation?.stay ?? null);
  const main = activeRegistration(participation, 1) ?? participation?.registrations[0];
  const second = activeRegistration(participation, 2);
  const storedRoom = main?.roomOption;
  const roomOption =
    storedRoom && storedRoom !== 'single' && isRoomOptionAllowed(rate, storedRoom)
      ? storedRoom
      : roomOptionsFor(rate).defaultOption;
  const isAccompany = rate.secondParticipantType === 'accompany';
  return {
    roomOption,
    hasCompanion: isAccompany && second !== undefined,
    main: main
      ? personFromRegistration(main)
      : member
        ? personFromMember(member)
        : { ...emptyPerson(), email: accountEmail ?? '' },
    companion: second && isAccompany ? personFromRegistration(second) : emptyPerson(),
    sharing: sharingFromParticipation(participation),
    consent: participation?.consentAt != null,
    stay: participation?.stay ?? null,
  };
}

function pendingValues(pending: TPendingChange, consent: boolean, stay: Stay | null): BookingFormValues {
  const { people } = pending;
  return {
    roomOption: pending.roomOption,
    hasCompanion: people.companion !== null,
    main: personFromStored(people.main),
    companion: people.companion ? personFromStored(people.companion) : emptyPerson(),
    sharing: people.sharing ?? emptySharing(),
    consent,
    stay,
  };
}

/** The shared schemas, applied as the rate asks (spec 5), and the privacy consent. */
export function bookingFormSchema(rate: TRateBase, hasCompanion: boolean) {
  return z.object({ ...peopleSchemaShape(rate, hasCompanion), consent: ZConsent });
}

/** `stay` is the stay as the offered nights allow it (stay-choice.ts); null: the congress nights, not sent. */
export function buildBookingRequest(
  congressSlug: string,
  rate: TRateBase,
  values: BookingFormValues,
  confirmCompanionRemoval = false,
  stay: Stay | null = null,
): TBookingRequestInput {
  return {
    congressSlug,
    rateId: rate.id,
    roomOption: isRoomOptionAllowed(rate, values.roomOption)
      ? values.roomOption
      : roomOptionsFor(rate).defaultOption,
    ...(stay ? { stay } : {}),
    consent: values.consent as true,
    ...peopleRequest(rate, values),
    confirmCompanionRemoval,
  };
}

/** Spec 4: the companion (or room-mate) would go, so the participant must confirm first. */
export function needsCompanionRemoval(
  participation: TParticipation | null,
  rate: TRateBase,
  values: BookingFormValues,
): boolean {
  if (!hasActiveSecondRegistration(participation)) return false;
  if (rate.secondParticipantType === 'member') return false;
  return !(rate.secondParticipantType === 'accompany' && values.hasCompanion);
}
