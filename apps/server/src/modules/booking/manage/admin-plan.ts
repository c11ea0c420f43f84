import type { TManageRegistrationFields } from '@congress/domain/contracts/manage-registration';
import { ZMemberFields } from '@congress/domain/contracts/participants';
import { RATE_MESSAGES } from '@congress/domain/contracts/rates';
import { REGISTRATION_MESSAGES } from '@congress/domain/contracts/registrations';
import type { RegistrationStatus, RoomOption } from '@congress/domain/enums';
import type { Stay } from '@congress/domain/stays';
import { roomOptionsFor } from '@congress/domain/rate-rules';
import type { Executor } from '../../../db/database.ts';
import { AppError } from '../../../lib/app-error.ts';
import { participantColumns } from '../participants/participant-dto.ts';
import { findRateWithCongress, type RateWithRelations } from '../rates/rates.repository.ts';
import { collectIssues, planSecondPerson, type SecondPerson } from '../registrations/booking-plan.ts';
import { type TravelColumns, travelColumns } from '../registrations/travel-values.ts';

type PersonColumns = ReturnType<typeof participantColumns>;
export type AdminSecondPerson = SecondPerson;

/** An admin's registration checked against the chosen rate, ready to be written. */
export type AdminPlan = {
  rate: RateWithRelations;
  roomOption: RoomOption;
  status: RegistrationStatus;
  main: { participant: PersonColumns; travel: TravelColumns };
  second: AdminSecondPerson | null;
  /** The nights staff chose; none: the participation keeps its own (decisions 46). */
  requestedStay?: Stay | undefined;
};

export function validationError(fields: Record<string, string>): AppError | null {
  const first = Object.values(fields)[0];
  return first === undefined ? null : new AppError('VALIDATION', first, { fields });
}

/** A rate of the congress (decisions 24), with its hotel, section and first participant type. */
export async function requireCongressRate(
  executor: Executor,
  congressId: number,
  rateId: number,
): Promise<RateWithRelations> {
  const found = await findRateWithCongress(executor, rateId);
  if (!found || found.rate.congressId !== congressId)
    throw new AppError('NOT_FOUND', RATE_MESSAGES.rateNotFound);
  const { congress: _congress, ...rate } = found;
  return rate;
}

/**
 * The field rules of spec 5 as the booking applies them: member number and working hotel for a member
 * type, the room-mate for a rate shared with a member, the room option the rate offers (Single is
 * forced on a rate without second participant, spec 4).
 */
export function planAdminRegistration(rate: RateWithRelations, input: TManageRegistrationFields): AdminPlan {
  const fields: Record<string, string> = {};
  const { options, defaultOption } = roomOptionsFor(rate.rate);
  const roomOption = input.roomOption && options.length > 1 ? input.roomOption : defaultOption;
  if (!options.includes(roomOption)) fields.roomOption = REGISTRATION_MESSAGES.roomOptionNotOffered;

  const main = participantColumns(input.main);
  if (rate.type.isMember) collectIssues(fields, 'main', ZMemberFields.safeParse(main));

  const second = planSecondPerson(rate, input, fields);
  const error = validationError(fields);
  if (error) throw error;
  return {
    rate,
    roomOption,
    status: input.statusRegistration,
    main: { participant: main, travel: travelColumns(input.main) },
    second,
    requestedStay: input.stay,
  };
}
