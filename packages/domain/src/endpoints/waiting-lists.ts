import { z } from 'zod';
import {
  ZAdminWaitingList,
  ZJoinActivityRequest,
  ZMoveEntryRequest,
  ZMyWaitingEntries,
  ZMyWaitingEntry,
  ZOfferByHandResult,
  ZOfferResent,
  ZOfferTokenParam,
  ZWaitingActivityParam,
  ZWaitingCongressParam,
  ZWaitingEntryParam,
  ZWaitingOffer,
  ZWaitingRateParam,
} from '../contracts/waiting-lists.ts';
import { zIdParam } from '../ids.ts';
import { defineEndpoint } from './define.ts';

/** Waiting lists of sold-out rates and full activities: participants join and leave; admins manage the line. */
const tags = ['waiting-lists'];

export const getMyWaitingEntries = defineEndpoint({
  method: 'GET',
  path: '/api/waiting-list/congress/:slug/mine',
  guard: 'participant',
  tags,
  params: ZWaitingCongressParam,
  responses: { 200: ZMyWaitingEntries },
});

export const joinRateWaitingList = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/rate/:rateId/join',
  guard: 'participant',
  tags,
  params: ZWaitingRateParam,
  responses: { 201: ZMyWaitingEntry },
});

export const leaveRateWaitingList = defineEndpoint({
  method: 'DELETE',
  path: '/api/waiting-list/rate/:rateId',
  guard: 'participant',
  tags,
  params: ZWaitingRateParam,
  responses: { 200: z.object({ rateId: z.number().int(), left: z.literal(true) }) },
});

export const getWaitingOffer = defineEndpoint({
  method: 'GET',
  path: '/api/waiting-list/offer/:token',
  guard: 'participant',
  tags,
  params: ZOfferTokenParam,
  responses: { 200: ZWaitingOffer },
});

/** The offer's e-mail again, with a new link; limited per offer (once a minute, a few an hour). */
export const resendRateOffer = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/rate/:rateId/offer/resend',
  guard: 'participant',
  tags,
  params: ZWaitingRateParam,
  responses: { 200: ZOfferResent },
});

export const joinActivityWaitingList = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/activity/:activityId/join',
  guard: 'participant',
  tags,
  params: ZWaitingActivityParam,
  body: ZJoinActivityRequest,
  responses: { 201: ZMyWaitingEntry },
});

export const leaveActivityWaitingList = defineEndpoint({
  method: 'DELETE',
  path: '/api/waiting-list/activity/:activityId/registration/:registrationId',
  guard: 'participant',
  tags,
  params: ZWaitingActivityParam.extend({ registrationId: zIdParam() }),
  responses: {
    200: z.object({
      activityId: z.number().int(),
      registrationId: z.number().int(),
      left: z.literal(true),
    }),
  },
});

/** An activity offer's Accept: the held place becomes the person's choice. */
export const acceptActivityOffer = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/offer/:token/accept',
  guard: 'participant',
  tags,
  params: ZOfferTokenParam,
  responses: { 200: z.object({ activityId: z.number().int(), registrationId: z.number().int() }) },
});

export const getActivityWaitingList = defineEndpoint({
  method: 'GET',
  path: '/api/waiting-list/admin/activity/:activityId',
  guard: 'admin',
  tags,
  params: ZWaitingActivityParam,
  responses: { 200: ZAdminWaitingList },
});

export const getRateWaitingList = defineEndpoint({
  method: 'GET',
  path: '/api/waiting-list/admin/rate/:rateId',
  guard: 'admin',
  tags,
  params: ZWaitingRateParam,
  responses: { 200: ZAdminWaitingList },
});

export const moveWaitingEntry = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/admin/entry/:entryId/move',
  guard: 'admin',
  tags,
  params: ZWaitingEntryParam,
  body: ZMoveEntryRequest,
  responses: { 200: ZAdminWaitingList },
});

export const removeWaitingEntry = defineEndpoint({
  method: 'DELETE',
  path: '/api/waiting-list/admin/entry/:entryId',
  guard: 'admin',
  tags,
  params: ZWaitingEntryParam,
  responses: { 200: ZAdminWaitingList },
});

export const offerByHand = defineEndpoint({
  method: 'POST',
  path: '/api/waiting-list/admin/entry/:entryId/offer',
  guard: 'admin',
  tags,
  params: ZWaitingEntryParam,
  responses: { 200: ZOfferByHandResult },
});
