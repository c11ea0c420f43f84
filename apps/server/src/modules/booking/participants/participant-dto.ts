import type { TParticipant, TParticipantFields } from '@congress/domain/contracts/participants';
import type { ParticipantInsert, ParticipantWithType } from './participants.repository.ts';

export function toParticipantDto(row: ParticipantWithType): TParticipant {
  return {
    id: row.id,
    congress_id: row.congressId,
    participantType: row.type,
    users: row.userId === null ? null : { id: row.userId },
    memberUserId: row.memberUserId,
    isAccompanying: row.isAccompanying,
    title: row.title,
    section: row.section,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    memberNumber: row.memberNumber,
    workingHotel: row.workingHotel,
    country: row.country,
    medicalInformation: row.medicalInformation,
    billingInformation: row.billingInformation,
    comment: row.comment,
    goodies: row.goodies,
    passportNumber: row.passportNumber,
    passportCreationDate: row.passportCreationDate,
    passportExpirationDate: row.passportExpirationDate,
    passportIssuancePlace: row.passportIssuancePlace,
    nationality: row.nationality,
  };
}

const orNull = (value: string | null | undefined) => (value ? value : null);

/** Form values to columns: empty optional fields are stored as null. */
export function participantColumns(input: TParticipantFields) {
  return {
    title: orNull(input.title),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    country: input.country,
    billingInformation: input.billingInformation,
    memberNumber: orNull(input.memberNumber),
    workingHotel: orNull(input.workingHotel),
    section: orNull(input.section),
    medicalInformation: orNull(input.medicalInformation),
    comment: orNull(input.comment),
    goodies: input.goodies,
    passportNumber: input.passportNumber,
    passportCreationDate: input.passportCreationDate,
    passportExpirationDate: input.passportExpirationDate,
    passportIssuancePlace: input.passportIssuancePlace,
    nationality: input.nationality,
  } satisfies Partial<ParticipantInsert>;
}
