import type { TTravelFields } from '@congress/domain/contracts/registrations';
import { TRAVEL_FIELDS, type TravelField } from '../participants/person-fields.ts';
import type { RegistrationInsert } from './registrations.repository.ts';

export type TravelColumns = Pick<RegistrationInsert, TravelField>;

/**
 * Travel form values to registration columns, empty as null. `partial` keeps only the fields the
 * request carried (an update), otherwise a missing field clears the column (the whole form was sent).
 */
export function travelColumns(
  input: Partial<TTravelFields>,
  options: { partial?: boolean } = {},
): TravelColumns {
  const columns: TravelColumns = {};
  for (const key of TRAVEL_FIELDS) {
    const value = input[key];
    if (value === undefined && options.partial) continue;
    columns[key] = value ? value : null;
  }
  return columns;
}
