import { z } from 'zod';
import { ZVersion } from './versions.ts';
import { REGISTRATION_STATUSES, ROOM_OPTIONS } from '../enums.ts';
import { optionalText } from '../validation.ts';
import { withTravelDates } from './date-order.ts';
import { optionalDate, optionalTime, ZParticipant } from './participants.ts';
import { ZRateHotel } from './rates.ts';
import { zId, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

export const REGISTRATION_MESSAGES = defineTexts({
  registrationNotFound: 'Registration not found',
  statusStaffOnly: 'Only an administrator can change the status of a registration.',
  roomOptionNotOffered: 'This room option is not offered by the chosen rate.',
  secondRegistrationTaken: 'This participation already has a second registration.',
  noSecondParticipant: 'The chosen rate has no second participant.',
});

/** Arrival and departure, per registration (spec 3); dates YYYY-MM-DD, times HH:MM. */
export const ZTravelFields = z.object({
  arrivalDate: optionalDate(),
  arrivalTime: optionalTime(),
  arrivalOrigin: optionalText(200),
  arrivalTransportNumber: optionalText(50),
  arrivalNote: optionalText(1000),
  departureDate: optionalDate(),
  departureTime: optionalTime(),
  departureDestination: optionalText(200),
  departureTransportNumber: optionalText(50),
  departureNote: optionalText(1000),
});
export type TTravelFields = z.infer<typeof ZTravelFields>;

export const ZRoomOption = z.enum(ROOM_OPTIONS, { error: REGISTRATION_MESSAGES.roomOptionNotOffered });
export const ZRegistrationStatus = z.enum(REGISTRATION_STATUSES);

/** A registration as spec 3 names it: snake_case ids, the participant, the chosen activities. */
export const ZRegistration = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  hotel: ZRateHotel,
  congress_id: z.number().int(),
  participation_id: z.number().int(),
  participant_id: z.number().int(),
  participant: ZParticipant,
  /** 1 for the main participant, 2 for the companion or room-sharing member. */
  position: z.number().int(),
  statusRegistration: ZRegistrationStatus,
  statusComment: z.string().nullable(),
  roomOption: z.enum(ROOM_OPTIONS),
  activities_id: z.array(z.number().int()),
  arrivalDate: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  arrivalOrigin: z.string().nullable(),
  arrivalTransportNumber: z.string().nullable(),
  arrivalNote: z.string().nullable(),
  departureDate: z.string().nullable(),
  departureTime: z.string().nullable(),
  departureDestination: z.string().nullable(),
  departureTransportNumber: z.string().nullable(),
  departureNote: z.string().nullable(),
});
export type TRegistration = z.infer<typeof ZRegistration>;
export const ZRegistrationList = z.array(ZRegistration);

/** POST /api/registration/create (spec 7): an array; status is an administrator's choice only. */
export const ZRegistrationCreateItem = withTravelDates(
  ZTravelFields.extend({
    participation_id: zId(),
    participant_id: zId(),
    roomOption: ZRoomOption.optional(),
    statusRegistration: ZRegistrationStatus.optional(),
  }),
);
export const ZRegistrationCreateRequest = z.array(ZRegistrationCreateItem).min(1).max(2);
export type TRegistrationCreateItem = z.infer<typeof ZRegistrationCreateItem>;

/** PUT /api/registration/{id}: a participant edits its travel; status and room are an administrator's. */
export const ZRegistrationUpdateRequest = withTravelDates(
  ZTravelFields.partial().extend({
    roomOption: ZRoomOption.optional(),
    statusRegistration: ZRegistrationStatus.optional(),
    statusComment: optionalText(500),
    /** The participation's version as read: required of staff, not of the owner (decisions 39). */
    version: ZVersion.optional(),
  }),
);
export type TRegistrationUpdateRequest = z.infer<typeof ZRegistrationUpdateRequest>;

export const ZRegistrationIdParam = z.object({ id: zIdParam() });
