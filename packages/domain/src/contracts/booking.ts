import { z } from 'zod';
import { ZStay } from './stays.ts';
import { MESSAGES } from '../messages.ts';
import { requiredText } from '../validation.ts';
import { withPassportDates, withTravelDates } from './date-order.ts';
import { withBillingCompany } from './invoicing.ts';
import { ZParticipantFields } from './participants.ts';
import { ZConsent } from './participations.ts';
import { ZRoomOption, ZTravelFields } from './registrations.ts';
import { MAX_ID } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

export const BOOKING_MESSAGES = defineTexts({
  memberTypeOnly: 'Members register with a member rate.',
  companionRemovalRequired: MESSAGES.companionRemoval,
  busy: 'Many people are booking right now. Please try again in a moment.',
  /** The dialog text of spec 5 for a rate restricted to another section (`MESSAGES.rateSectionOnly`, then its name). */
  sectionOnly: 'The rate you have chosen is available only section member {sectionName}',
});

/**
 * One person of the booking form: the personal and travel forms of spec 2.2, flat, with the dates
 * that must agree (decisions 37). Extend it with `safeExtend`, which keeps those rules.
 */
export const ZBookingPerson = withBillingCompany(
  withTravelDates(withPassportDates(ZParticipantFields.extend(ZTravelFields.shape))),
);
export type TBookingPerson = z.infer<typeof ZBookingPerson>;

/** The room-sharing member (spec 5: "the accompanying name and member number are required"). */
export const ZSharingMember = z.object({
  firstName: requiredText().max(100),
  lastName: requiredText().max(100),
  memberNumber: requiredText().max(50),
});

/**
 * POST /api/registration/submit (decisions 10): the whole booking in one call. `companion` counts only
 * on a rate whose second type is accompany, `sharing` only (and then is required) on one whose second
 * type is member. Prices never come from the browser.
 */
export const ZBookingRequest = z.object({
  congressSlug: requiredText().max(100),
  rateId: z.number({ error: MESSAGES.selectRate }).int().positive(MESSAGES.selectRate).max(MAX_ID),
  roomOption: ZRoomOption.optional(),
  /** The nights at the hotel (decisions 46): the congress nights when absent, extra nights around them. */
  stay: ZStay.optional(),
  consent: ZConsent,
  main: ZBookingPerson,
  companion: ZBookingPerson.nullish(),
  sharing: ZSharingMember.nullish(),
  /** The participant answered yes to MESSAGES.companionRemoval. */
  confirmCompanionRemoval: z.boolean().optional().default(false),
  /** The token of a waiting-list offer's e-mail link: the held place is this participant's. */
  waitingListToken: z.string().min(16).max(100).optional(),
  /**
   * The browser's own id for this submit: while the booking waits its turn in the rush, the queue's
   * endpoint tells the position of the booking sent with it.
   */
  queueTicket: z.uuid().optional(),
});
export type TBookingRequest = z.infer<typeof ZBookingRequest>;
export type TBookingRequestInput = z.input<typeof ZBookingRequest>;

/** The queue ticket a browser asks about (the `queueTicket` it sent with its booking). */
export const ZBookingQueueParams = z.object({ ticket: z.uuid() });

/**
 * Where a booking stands in the rush's queue (places go in arrival order): null while the booking
 * is not waiting (not yet arrived, being written, or answered).
 */
export const ZBookingQueuePosition = z.object({
  /** 1 = next to be served. */
  position: z.number().int().positive().nullable(),
  /** About how long until this booking is served, in seconds. */
  estimateSeconds: z.number().int().nonnegative().nullable(),
});
export type TBookingQueuePosition = z.infer<typeof ZBookingQueuePosition>;
