import type { TParticipant, TParticipantFields } from '@congress/domain/contracts/participants';
import type { ParticipantWithType } from './participants.repository.ts';
import { blankAsNull, PERSON_FIELDS, type PersonField, personOf } from './person-fields.ts';

export function toParticipantDto(row: ParticipantWithType): TParticipant {
  return {
    id: row.id,
    congress_id: row.congressId,
    participantType: row.type,
    users: row.userId === null ? null : { id: row.userId },
    memberUserId: row.memberUserId,
    isAccompanying: row.isAccompanying,
    ...personOf(row),
  };
}

/** A field as stored: what the contract lets be absent becomes null, the rest keeps its type. */
type Stored<T> = Exclude<T, undefined> | (undefined extends T ? null : never);
export type PersonColumns = { [K in PersonField]: Stored<TParticipantFields[K]> };

/**
 * Form values to columns: empty optional fields are stored as null. The contract has already
 * refused an empty required field, so only optional ones ever become null here.
 */
export function participantColumns(input: TParticipantFields): PersonColumns {
  return Object.fromEntries(
    PERSON_FIELDS.map((field) => [field, blankAsNull(input[field])]),
  ) as PersonColumns;
}
