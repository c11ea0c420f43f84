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
