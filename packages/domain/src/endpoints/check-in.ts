import {
  ZBadgesPreview,
  ZBadgesRequest,
  ZCheckInLookupRequest,
  ZCheckInRegistrationParams,
  ZCheckInResult,
  ZCheckInSearchQuery,
  ZCheckInSearchResult,
  ZCheckInSlugParam,
  ZParticipationTickets,
  ZTicketParams,
} from '../contracts/check-in.ts';
import {
  ZCheckInConflicts,
  ZCheckInPack,
  ZCheckInSyncRequest,
  ZCheckInSyncResult,
} from '../contracts/check-in-offline.ts';
import { defineEndpoint } from './define.ts';

const tags = ['check-in'];

export const lookupTicket = defineEndpoint({
  method: 'POST',
  path: '/api/check-in/congress/:slug/lookup',
  guard: 'checkIn',
  tags,
  description: 'The person of a scanned ticket',
  params: ZCheckInSlugParam,
  body: ZCheckInLookupRequest,
  responses: { 200: ZCheckInSearchResult },
});

export const searchPeople = defineEndpoint({
  method: 'GET',
  path: '/api/check-in/congress/:slug/search',
  guard: 'checkIn',
  tags,
  description: 'People of the congress by name, for the door',
  params: ZCheckInSlugParam,
  query: ZCheckInSearchQuery,
  responses: { 200: ZCheckInSearchResult },
});

export const checkInPerson = defineEndpoint({
  method: 'POST',
  path: '/api/check-in/congress/:slug/registration/:registrationId',
  guard: 'checkIn',
  tags,
  description: 'Checks a person in once; "already" with when and by whom after that',
  params: ZCheckInRegistrationParams,
  responses: { 200: ZCheckInResult },
});

export const previewBadges = defineEndpoint({
  method: 'POST',
  path: '/api/check-in/badges/preview',
  guard: 'admin',
  tags,
  description:
    'What the badges of the list selection would print: their count, and who gets none and why (cancelled)',
  body: ZBadgesRequest,
  responses: { 200: ZBadgesPreview },
});

/** A PDF file, no JSON response. */
export const downloadBadges = defineEndpoint({
  method: 'POST',
  path: '/api/check-in/badges',
  guard: 'admin',
  tags,
  description: 'Name badges (PDF) of the list selection, in the congress layout and colour',
  body: ZBadgesRequest,
});

export const getTickets = defineEndpoint({
  method: 'GET',
  path: '/api/ticket/participation/:participationId',
  guard: 'signedIn',
  tags,
  description: "The tickets (QR codes as SVG) of a participation's confirmed people: owner or admins",
  params: ZTicketParams,
  responses: { 200: ZParticipationTickets },
});

/** A PDF file, no JSON response. */
export const downloadTicket = defineEndpoint({
  method: 'GET',
  path: '/api/ticket/participation/:participationId/pdf',
  guard: 'signedIn',
  tags,
  description: 'The printable ticket PDF: owner or admins',
  params: ZTicketParams,
});

export const getCheckInPack = defineEndpoint({
  method: 'GET',
  path: '/api/check-in/congress/:slug/pack',
  guard: 'checkIn',
  tags,
  description:
    "The door's offline pack: every person of the congress with the least the door shows, each signed by the server",
  params: ZCheckInSlugParam,
  responses: { 200: ZCheckInPack },
});

export const syncCheckIns = defineEndpoint({
  method: 'POST',
  path: '/api/check-in/congress/:slug/sync',
  guard: 'checkIn',
  tags,
  description:
    'Check-ins a door made offline, each recorded once with its scan time; a person already checked in at another door is a conflict',
  params: ZCheckInSlugParam,
  body: ZCheckInSyncRequest,
  responses: { 200: ZCheckInSyncResult },
});

export const listCheckInConflicts = defineEndpoint({
  method: 'GET',
  path: '/api/check-in/congress/:slug/conflicts',
  guard: 'checkIn',
  tags,
  description: 'People checked in at two doors: both check-ins, their times, doors and devices',
  params: ZCheckInSlugParam,
  responses: { 200: ZCheckInConflicts },
});
