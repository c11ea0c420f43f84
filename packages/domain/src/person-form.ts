import { z } from 'zod';
import { ZBookingPerson, ZSharingMember } from './contracts/booking.ts';
import { ZMemberFields, ZParticipantFields } from './contracts/participants.ts';
import type { TParticipation } from './contracts/participations.ts';
import type { TRateBase } from './contracts/rates.ts';
import { type TRegistration, ZTravelFields } from './contracts/registrations.ts';
import { trimToDate, trimToTime } from './dates.ts';

/**
 * The people of the booking form and of Manage Registration, derived from the contract: a person's
 * fields are the keys of ZBookingPerson (personal, passport and travel fields), the room-mate's are
 * those of ZSharingMember. Forms hold every field as text, as the inputs edit it.
 */
export type PersonField = keyof typeof ZBookingPerson.shape;
export const PERSON_FIELDS = Object.keys(ZBookingPerson.shape) as PersonField[];
export type PersonValues = Record<PersonField, string>;

type SharingField = keyof typeof ZSharingMember.shape;
const SHARING_FIELDS = Object.keys(ZSharingMember.shape) as SharingField[];
export type SharingValues = Record<SharingField, string>;

/** What both forms hold about people: the main person, the companion and the room-mate. */
export type PeopleValues = {
  hasCompanion: boolean;
  main: PersonValues;
  companion: PersonValues;
  sharing: SharingValues;
};

const blank = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, ''])) as Record<K, string>;

export const emptyPerson = (): PersonValues => blank(PERSON_FIELDS);
export const emptySharing = (): SharingValues => blank(SHARING_FIELDS);

/** A stored value as its input shows it (spec 3): `*Date` YYYY-MM-DD, `*Time` HH:MM, lists comma-separated. */
function asText(field: PersonField, value: string | readonly string[] | null): string {
  if (typeof value !== 'string') return value ? value.join(', ') : '';
  if (field.endsWith('Date')) return trimToDate(value);
  if (field.endsWith('Time')) return trimToTime(value);
  return value;
}

function texts<K extends PersonField>(
  fields: readonly K[],
  stored: (field: K) => string | readonly string[] | null,
) {
  return Object.fromEntries(fields.map((field) => [field, asText(field, stored(field))])) as Record<
    K,
    string
  >;
}

type ParticipantField = keyof typeof ZParticipantFields.shape;
const PARTICIPANT_FIELDS = Object.keys(ZParticipantFields.shape) as ParticipantField[];
type TravelField = keyof typeof ZTravelFields.shape;
const TRAVEL_FIELDS = Object.keys(ZTravelFields.shape) as TravelField[];

/** A registration's stored person: its participant's fields and its own travel fields. */
export function personFromRegistration(registration: TRegistration): PersonValues {
  return {
    ...texts(PARTICIPANT_FIELDS, (field) => registration.participant[field] ?? null),
    ...texts(TRAVEL_FIELDS, (field) => registration[field]),
  };
}

/** A person of a pending change (decisions 32), stored by the contract's field names. */
export function personFromStored(stored: Record<string, unknown>): PersonValues {
  const value = (field: PersonField) => {
    const raw = stored[field];
    return typeof raw === 'string' || Array.isArray(raw) ? (raw as string | string[]) : null;
  };
  return texts(PERSON_FIELDS, value);
}

/** The room-mate named on the participation (spec 3 keeps it there, as accompanying*). */
export function sharingFromParticipation(participation: TParticipation | null): SharingValues {
  if (!participation) return emptySharing();
  return {
    firstName: participation.accompanyingFirstName ?? '',
    lastName: participation.accompanyingLastName ?? '',
    memberNumber: participation.accompanyingMemberNumber ?? '',
  };
}

type PeopleRate = Pick<TRateBase, 'firstParticipantType' | 'secondParticipantType'>;

const withCompanion = (rate: PeopleRate | undefined, hasCompanion: boolean) =>
  hasCompanion && rate?.secondParticipantType === 'accompany';

/**
 * The field rules of spec 5 for the chosen rate: member number and working hotel for a member type,
 * the companion only when the rate takes one and it was added, the room-mate on a sharing rate.
 */
export function peopleSchemaShape(rate: PeopleRate | undefined, hasCompanion: boolean) {
  return {
    main: rate?.firstParticipantType.isMember
      ? ZBookingPerson.safeExtend(ZMemberFields.shape)
      : ZBookingPerson,
    companion: withCompanion(rate, hasCompanion) ? ZBookingPerson : z.unknown(),
    sharing: rate?.secondParticipantType === 'member' ? ZSharingMember : z.unknown(),
  };
}

/** The people part of a booking or Manage Registration request: what does not apply is null. */
export function peopleRequest(rate: PeopleRate, values: PeopleValues) {
  return {
    main: values.main,
    companion: withCompanion(rate, values.hasCompanion) ? values.companion : null,
    sharing: rate.secondParticipantType === 'member' ? values.sharing : null,
  };
}
