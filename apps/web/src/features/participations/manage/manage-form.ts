import type { TManageRegistrationFieldsInput } from '@congress/domain/contracts/manage-registration';
import type { TParticipation } from '@congress/domain/contracts/participations';
import type { TRate } from '@congress/domain/contracts/rates';
import type { RegistrationStatus } from '@congress/domain/enums';
import { MESSAGES } from '@congress/domain/messages';
import {
  emptyPerson,
  emptySharing,
  type PeopleValues,
  peopleRequest,
  peopleSchemaShape,
  personFromRegistration,
  sharingFromParticipation,
} from '@congress/domain/person-form';
import type { Stay } from '@congress/domain/stays';
import { z } from 'zod';

/** Admin room choices are Twin and Double (decisions 24); '' means any while filtering. */
export type AdminRoomChoice = '' | 'twin' | 'double';

export type ManageFormValues = PeopleValues & {
  hotelId: string;
  participantType: string;
  roomOption: AdminRoomChoice;
  rateId: string;
  statusRegistration: RegistrationStatus;
  /** Add Registration only: mail the person the registration and a link to sign in. */
  notifyParticipant: boolean;
  /** The nights at the hotel as chosen (decisions 46); null: the congress nights. */
  stay: Stay | null;
};

export function emptyManageValues(): ManageFormValues {
  return {
    hotelId: '',
    participantType: '',
    roomOption: '',
    rateId: '',
    statusRegistration: 'pending',
    hasCompanion: false,
    notifyParticipant: true,
    stay: null,
    main: emptyPerson(),
    companion: emptyPerson(),
    sharing: emptySharing(),
  };
}

/** The participation as the admin finds it; the second registration counts while not cancelled. */
export function valuesFromParticipation(participation: TParticipation): ManageFormValues {
  const main = participation.registrations.find((r) => r.position === 1);
  const second = participation.registrations.find(
    (r) => r.position === 2 && r.statusRegistration !== 'cancelled',
  );
  const isAccompany = participation.rate.secondParticipantType === 'accompany';
  const room = main?.roomOption;
  return {
    hotelId: String(participation.rate.hotelId),
    participantType: participation.rate.firstParticipantType.slug,
    roomOption: room === 'twin' || room === 'double' ? room : '',
    rateId: String(participation.rateId),
    statusRegistration: main?.statusRegistration ?? 'pending',
    hasCompanion: isAccompany && second !== undefined,
    notifyParticipant: false,
    stay: participation.stay,
    main: main ? personFromRegistration(main) : emptyPerson(),
    companion: isAccompany && second ? personFromRegistration(second) : emptyPerson(),
    sharing: sharingFromParticipation(participation),
  };
}

/** Decisions 24: the rate select lists the congress's rates matching hotel, type and room option. */
export function filterRates(
  rates: readonly TRate[],
  filter: Pick<ManageFormValues, 'hotelId' | 'participantType' | 'roomOption'>,
): TRate[] {
  return rates.filter(
    (rate) =>
      (filter.hotelId === '' || String(rate.hotelId) === filter.hotelId) &&
      (filter.participantType === '' || rate.firstParticipantType.slug === filter.participantType) &&
      (filter.roomOption === '' || rate.roomOptions.includes(filter.roomOption)),
  );
}

/** The field rules of spec 5, as the registration form applies them for the chosen rate. */
export function manageFormSchema(rate: TRate | undefined, hasCompanion: boolean) {
  return z.object({
    rateId: z.string().min(1, MESSAGES.selectRate),
    ...peopleSchemaShape(rate, hasCompanion),
  });
}

/** The room type a save books on this rate: the one chosen where the rate offers two, else Single. */
export const bookedRoomOption = (rate: TRate, values: Pick<ManageFormValues, 'roomOption'>) =>
  rate.roomOptions.length > 1 ? values.roomOption || 'twin' : 'single';

/**
 * `stay`: the nights as the hotel's offer allows them (the congress nights when none is chosen), sent
 * once the offer is known; absent, the server keeps the participation's nights.
 */
export function buildManageRequest(
  rate: TRate,
  values: ManageFormValues,
  stay?: Stay,
): TManageRegistrationFieldsInput {
  return {
    rateId: rate.id,
    roomOption: bookedRoomOption(rate, values),
    statusRegistration: values.statusRegistration,
    ...peopleRequest(rate, values),
    ...(stay ? { stay } : {}),
  };
}
