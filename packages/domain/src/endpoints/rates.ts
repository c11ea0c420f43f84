import { ZParticipantTypeList, ZSlugParam } from '../contracts/congress.ts';
import {
  ZRate,
  ZRateAvailability,
  ZRateCount,
  ZRateHotelQuery,
  ZRateIdParam,
  ZRateList,
  ZRateParticipantParams,
  ZRatesForParticipant,
  ZRateToggleRequest,
  ZRateUpdateRequest,
  ZRateWriteRequest,
} from '../contracts/rates.ts';
import { defineEndpoint } from './define.ts';

const tags = ['rates'];

/** Every rate with its hotel, types and places (decisions 24). */
export const listCongressRates = defineEndpoint({
  method: 'GET',
  path: '/api/rate/congress/:slug',
  guard: 'public',
  tags,
  params: ZSlugParam,
  responses: { 200: ZRateList },
});

/** Every rate of a participant type, grouped by hotel (decisions 17). */
export const listParticipantRates = defineEndpoint({
  method: 'GET',
  path: '/api/rate/congress/:slug/participant/:participant',
  guard: 'public',
  tags,
  params: ZRateParticipantParams,
  query: ZRateHotelQuery,
  responses: { 200: ZRatesForParticipant },
});

export const countRate = defineEndpoint({
  method: 'GET',
  path: '/api/rate/:id/count',
  guard: 'public',
  tags,
  params: ZRateIdParam,
  responses: { 200: ZRateCount },
});

/** The check before submitting (spec 5): places left, dates, and the member's section. */
export const checkRateAvailability = defineEndpoint({
  method: 'GET',
  path: '/api/rate/:id/availability',
  guard: 'participant',
  tags,
  params: ZRateIdParam,
  responses: { 200: ZRateAvailability },
});

/** Manage Rates (spec 2.2, 7): admins only; visualisation reads the public list. */
export const createRate = defineEndpoint({
  method: 'POST',
  path: '/api/rate/create',
  guard: 'admin',
  tags,
  body: ZRateWriteRequest,
  responses: { 201: ZRate },
});

/** Sends congressId and hotelId (spec 7) and the version of the rate it edits (decisions 39). */
export const updateRate = defineEndpoint({
  method: 'PUT',
  path: '/api/rate/:id',
  guard: 'admin',
  tags,
  params: ZRateIdParam,
  body: ZRateUpdateRequest,
  responses: { 200: ZRate },
});

/** The Open switch of the rates table (spec 4). */
export const toggleRate = defineEndpoint({
  method: 'PUT',
  path: '/api/rate/:id/toggle',
  guard: 'admin',
  tags,
  params: ZRateIdParam,
  body: ZRateToggleRequest,
  responses: { 200: ZRate },
});

/** Only the types that have a rate (decisions 4), for visitors. */
export const listParticipantTypesWithRates = defineEndpoint({
  method: 'GET',
  path: '/api/rate/participant/congress/:slug',
  guard: 'public',
  tags: ['participant types'],
  params: ZSlugParam,
  responses: { 200: ZParticipantTypeList },
});

/** Every type of the congress (decisions 4). */
export const listParticipantTypes = defineEndpoint({
  method: 'GET',
  path: '/api/participant/congress/:slug/types',
  guard: 'public',
  tags: ['participant types'],
  params: ZSlugParam,
  responses: { 200: ZParticipantTypeList },
});
