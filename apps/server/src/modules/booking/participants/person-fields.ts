import { ZParticipantFields } from '@congress/domain/contracts/participants';
import { ZTravelFields } from '@congress/domain/contracts/registrations';
import type { participants, registrations } from '../../../db/schema/index.ts';

type ParticipantRow = typeof participants.$inferSelect;
type RegistrationRow = typeof registrations.$inferSelect;

/**
 * A person's fields (spec 5) are the keys of the contract's ZParticipantFields, stored in the
 * participants columns of the same names; travel fields are ZTravelFields, stored on registrations.
 * Every mapping of the server (DTO, form values to columns, the privacy purge) walks these lists.
 */
export type PersonField = keyof typeof ZParticipantFields.shape;
export const PERSON_FIELDS = Object.keys(ZParticipantFields.shape) as PersonField[];
export type TravelField = keyof typeof ZTravelFields.shape;
export const TRAVEL_FIELDS = Object.keys(ZTravelFields.shape) as TravelField[];

// A contract field without a column of its name fails to compile here (a property of type never).
const personFieldsAreColumns: Record<Exclude<PersonField, keyof ParticipantRow>, never> = {};
const travelFieldsAreColumns: Record<Exclude<TravelField, keyof RegistrationRow>, never> = {};
void [personFieldsAreColumns, travelFieldsAreColumns];

/** The stored person of a participant row, as the contract names it. */
export function personOf(row: ParticipantRow): Pick<ParticipantRow, PersonField> {
  return Object.fromEntries(PERSON_FIELDS.map((field) => [field, row[field]])) as Pick<
    ParticipantRow,
    PersonField
  >;
}

/** Empty text from a form is stored as null; lists (goodies) are kept as they are. */
export const blankAsNull = <T>(value: T): T | null =>
  typeof value === 'string' || value === null || value === undefined ? value || null : value;

/** Time columns come back as HH:MM:SS; forms and screens use HH:MM (spec 9). */
const hourMinute = (value: string | null) => (value ? value.slice(0, 5) : null);

/** The stored travel fields of a registration row, as the contract names them; times as HH:MM. */
export function travelOf(row: RegistrationRow): Pick<RegistrationRow, TravelField> {
  return Object.fromEntries(
    TRAVEL_FIELDS.map((field) => [field, field.endsWith('Time') ? hourMinute(row[field]) : row[field]]),
  ) as Pick<RegistrationRow, TravelField>;
}
