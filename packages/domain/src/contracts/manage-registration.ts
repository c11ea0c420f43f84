import { z } from 'zod';
import { ZStay } from './stays.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from '../validation.ts';
import { ZBookingPerson, ZSharingMember } from './booking.ts';
import { ZRegistrationStatus, ZRoomOption } from './registrations.ts';
import { ZVersion } from './versions.ts';
import { MAX_ID, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

export const MANAGE_REGISTRATION_MESSAGES = defineTexts({
  saved: MESSAGES.registrationSaved,
  memberNotFound: 'No member with this member number in the member book.',
  alreadyRegistered: 'This person is already registered for this congress.',
  rateNotInCongress: 'Rate not found',
});

/**
 * Manage Registration (spec 2.2, decisions 18 and 24): the whole registration as the admin edits it.
 * The rate is chosen among the congress's rates (filtered on screen by hotel, participant type and
 * room option); the participant type is the rate's first type. The status applies to the first
 * registration and to the second when there is one. `companion` counts only on a rate whose second
 * type is accompany; `sharing` only (and then is required) on one whose second type is member.
 */
const manageFields = z.object({
  rateId: z.number({ error: MESSAGES.selectRate }).int().positive(MESSAGES.selectRate).max(MAX_ID),
  roomOption: ZRoomOption.optional(),
  statusRegistration: ZRegistrationStatus,
  main: ZBookingPerson,
  companion: ZBookingPerson.nullish(),
  sharing: ZSharingMember.nullish(),
  /**
   * The nights at the hotel (decisions 46): absent, the participation keeps its own (the congress
   * nights for a new one); given, staff move arrival and departure within the hotel's block.
   */
  stay: ZStay.optional(),
});
/** What Manage Registration's form holds, whether it adds or edits. */
export type TManageRegistrationFields = z.infer<typeof manageFields>;
export type TManageRegistrationFieldsInput = z.input<typeof manageFields>;
/**
 * PUT: the edit, from the version of the participation the admin read (decisions 39).
 * `notifyParticipant`: when the rate, the hotel or the status changes, the person is told
 * by e-mail, as Add Registration tells them (a cancellation has its own e-mail).
 */
export const ZManageRegistrationRequest = manageFields.extend({
  version: ZVersion,
  notifyParticipant: z.boolean().default(false),
});
export type TManageRegistrationRequest = z.infer<typeof ZManageRegistrationRequest>;
export type TManageRegistrationRequestInput = z.input<typeof ZManageRegistrationRequest>;

/**
 * Add Registration: the same form for a person registered on an admin's behalf. A member type links
 * the member of the member book named by the main member number; any other type links the user
 * account of the main e-mail, created without a password when there is none ("forgot password"
 * lets the person set one).
 */
export const ZManageRegistrationCreateRequest = manageFields.extend({
  congressSlug: requiredText().max(100),
  /** Mails the person the registration and how to sign in (a choose-password link for a new account). */
  notifyParticipant: z.boolean().default(true),
});
export type TManageRegistrationCreateRequest = z.infer<typeof ZManageRegistrationCreateRequest>;
export type TManageRegistrationCreateRequestInput = z.input<typeof ZManageRegistrationCreateRequest>;

export const ZManageParticipationIdParam = z.object({ id: zIdParam() });
