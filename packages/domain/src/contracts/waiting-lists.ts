import { z } from 'zod';
import { zId, zIdParam } from '../ids.ts';
import { defineTexts } from '../i18n/texts.ts';

/** Waiting lists of sold-out rates and full activities. */
export const WAITING_LIST_MESSAGES = defineTexts({
  notFull: 'This rate still has places: book it directly.',
  activityNotFull: 'This activity still has places: choose it directly.',
  alreadyInLine: 'You are already on the waiting list.',
  alreadyBooked: 'You already hold a place on this rate.',
  notInLine: 'You are not on this waiting list.',
  entryNotFound: 'Waiting-list entry not found',
  offerNotFound:
    'This waiting-list link is not valid. Use the link of your latest e-mail, signed in with the account that joined the list.',
  offerExpired: 'This place is no longer held for you: the offer expired or was already used.',
  offerOtherRate: 'This waiting-list link holds a place on another rate.',
  notEligible: 'This person cannot take part in this activity.',
  notConfirmed: 'Activities are for confirmed registrations.',
  cannotMove: 'This entry cannot move further in that direction.',
  notWaiting: 'Only a person still waiting can be offered a place.',
});

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'withdrawn'] as const;
export const ZWaitingListStatus = z.enum(WAITING_LIST_STATUSES);

/** The participant's own place in a line: `placeInLine` counts from 1 among those still waiting. */
export const ZMyWaitingEntry = z.object({
  id: z.number().int(),
  rateId: z.number().int().nullable(),
  activityId: z.number().int().nullable(),
  registrationId: z.number().int().nullable(),
  status: ZWaitingListStatus,
  placeInLine: z.number().int().nullable(),
  offerExpiresAt: z.string().nullable(),
  /** What the line is for (the rate's or activity's label), shown where the person looks (dashboard). */
  label: z.string(),
  /** A rate's participant type: its rate list is where an offered place is booked. */
  participantSlug: z.string().nullable(),
});
export type TMyWaitingEntry = z.infer<typeof ZMyWaitingEntry>;
export const ZMyWaitingEntries = z.array(ZMyWaitingEntry);

/** An entry as the admin sees it on the rates and activities screens. */
export const ZAdminWaitingEntry = z.object({
  id: z.number().int(),
  position: z.number().int(),
  status: ZWaitingListStatus,
  name: z.string(),
  email: z.string(),
  personName: z.string().nullable(),
  offerExpiresAt: z.string().nullable(),
  offeredByStaff: z.boolean(),
  createdAt: z.string(),
});
export type TAdminWaitingEntry = z.infer<typeof ZAdminWaitingEntry>;

export const ZAdminWaitingList = z.object({
  quota: z.number().int(),
  places: z.number().int(),
  entries: z.array(ZAdminWaitingEntry),
});
export type TAdminWaitingList = z.infer<typeof ZAdminWaitingList>;

/** What the e-mail link opens: the held place, for the signed-in person it was offered to. */
export const ZWaitingOffer = z.object({
  entryId: z.number().int(),
  kind: z.enum(['rate', 'activity']),
  congressSlug: z.string(),
  rateId: z.number().int().nullable(),
  participantSlug: z.string().nullable(),
  activityId: z.number().int().nullable(),
  label: z.string(),
  offerExpiresAt: z.string(),
});
export type TWaitingOffer = z.infer<typeof ZWaitingOffer>;

/** "Send the e-mail again": a new link (the latest e-mail's link is the one that works). */
export const ZOfferResent = z.object({ rateId: z.number().int(), sent: z.literal(true) });
export type TOfferResent = z.infer<typeof ZOfferResent>;

export const ZOfferByHandResult = z.object({
  entry: ZAdminWaitingEntry,
  /** The offer holds a place the quota does not have: the admin was told so. */
  isBeyondQuota: z.boolean(),
});
export type TOfferByHandResult = z.infer<typeof ZOfferByHandResult>;

export const ZWaitingToken = z.string().min(16).max(100);
export const ZOfferTokenParam = z.object({ token: ZWaitingToken });
export const ZWaitingRateParam = z.object({ rateId: zIdParam() });
export const ZWaitingActivityParam = z.object({ activityId: zIdParam() });
export const ZWaitingEntryParam = z.object({ entryId: zIdParam() });
export const ZWaitingCongressParam = z.object({ slug: z.string().min(1).max(100) });
export const ZJoinActivityRequest = z.object({ registrationId: zId() });
export const ZMoveEntryRequest = z.object({ direction: z.enum(['up', 'down']) });
