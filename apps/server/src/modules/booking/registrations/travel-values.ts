import type { TTravelFields } from '@congress/domain/contracts/registrations';
import type { RegistrationInsert } from './registrations.repository.ts';

const TRAVEL_KEYS = [
  'arrivalDate',
  'arrivalTime',
  'arrivalOrigin',
  'arrivalTransportNumber',
  'arrivalNote',
  'departureDate',
  'departureTime',
  'departureDestination',
  'departureTransportNumber',
  'departureNote',
] as const satisfies readonly (keyof TTravelFields & keyof RegistrationInsert)[];

export type TravelColumns = Pick<RegistrationInsert, (typeof TRAVEL_KEYS)[number]>;

/**
 * Travel form values to registration columns, empty as null. `partial` keeps only the fields the
 * request carried (an update), otherwise a missing field clears the column (the whole form was sent).
 */
export function travelColumns(
  input: Partial<TTravelFields>,
  options: { partial?: boolean } = {},
): TravelColumns {
  const columns: TravelColumns = {};
  for (const key of TRAVEL_KEYS) {
    const value = input[key];
    if (value === undefined && options.partial) continue;
    columns[key] = value ? value : null;
  }
  return columns;
}
