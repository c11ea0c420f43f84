import { PERSON_FIELDS, type PersonField } from './contracts/booking.ts';
import type { TRegistration } from './contracts/registrations.ts';
import { trimToDate, trimToTime } from './dates.ts';

/** A person of a booking form: every field held as text, as the form edits it. */
export type PersonValues = Record<PersonField, string>;

export function emptyPerson(): PersonValues {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, ''])) as PersonValues;
}

/** A registration's stored values, dates trimmed for the date-only and time-only fields (spec 3). */
export function personFromRegistration(registration: TRegistration): PersonValues {
  const { participant: p } = registration;
  return {
    title: p.title ?? '',
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email ?? '',
    phone: p.phone ?? '',
    country: p.country ?? '',
    billingInformation: p.billingInformation ?? '',
    section: p.section ?? '',
    memberNumber: p.memberNumber ?? '',
    workingHotel: p.workingHotel ?? '',
    medicalInformation: p.medicalInformation ?? '',
    comment: p.comment ?? '',
    goodies: p.goodies.join(', '),
    passportNumber: p.passportNumber ?? '',
    passportCreationDate: trimToDate(p.passportCreationDate),
    passportExpirationDate: trimToDate(p.passportExpirationDate),
    passportIssuancePlace: p.passportIssuancePlace ?? '',
    nationality: p.nationality ?? '',
    arrivalDate: trimToDate(registration.arrivalDate),
    arrivalTime: trimToTime(registration.arrivalTime),
    arrivalOrigin: registration.arrivalOrigin ?? '',
    arrivalTransportNumber: registration.arrivalTransportNumber ?? '',
    arrivalNote: registration.arrivalNote ?? '',
    departureDate: trimToDate(registration.departureDate),
    departureTime: trimToTime(registration.departureTime),
    departureDestination: registration.departureDestination ?? '',
    departureTransportNumber: registration.departureTransportNumber ?? '',
    departureNote: registration.departureNote ?? '',
  };
}
