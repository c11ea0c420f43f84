import {
  ZLetterIdParam,
  ZLetterParticipationParam,
  ZLetterQueue,
  ZLetterQueueQuery,
  ZLetterRefusal,
  ZLetterRequest,
  ZLetterSettings,
  ZLetterSettingsUpdate,
  ZLetterSlugParam,
  ZLetterState,
  ZLetterSummary,
  ZLetterTokenParam,
  ZLetterVerification,
} from '../contracts/invitation-letters.ts';
import { defineEndpoint } from './define.ts';

/** Visa invitation letters: the participant's request, the staff's queue, public verification. */
const tags = ['invitation letters'];

export const getLetterState = defineEndpoint({
  method: 'GET',
  path: '/api/letters/participation/:participationId',
  guard: 'signedIn',
  tags,
  params: ZLetterParticipationParam,
  responses: { 200: ZLetterState },
});

export const requestLetter = defineEndpoint({
  method: 'POST',
  path: '/api/letters/participation/:participationId',
  guard: 'signedIn',
  tags,
  description: 'Requests a letter: issued at once unless the congress asks for approval or it is not paid',
  params: ZLetterParticipationParam,
  body: ZLetterRequest,
  responses: { 200: ZLetterState },
});

/** A PDF file, no JSON response. */
export const downloadLetter = defineEndpoint({
  method: 'GET',
  path: '/api/letters/:id/pdf',
  guard: 'signedIn',
  tags,
  description: 'The stored letter: owner or admins',
  params: ZLetterIdParam,
});

export const verifyLetter = defineEndpoint({
  method: 'GET',
  path: '/api/letters/verify/:token',
  guard: 'public',
  tags,
  params: ZLetterTokenParam,
  responses: { 200: ZLetterVerification },
});

export const getLetterQueue = defineEndpoint({
  method: 'GET',
  path: '/api/letters/congress/:slug',
  guard: 'staff',
  tags,
  params: ZLetterSlugParam,
  query: ZLetterQueueQuery,
  responses: { 200: ZLetterQueue },
});

export const approveLetter = defineEndpoint({
  method: 'POST',
  path: '/api/letters/:id/approve',
  guard: 'admin',
  tags,
  params: ZLetterIdParam,
  responses: { 200: ZLetterSummary },
});

export const refuseLetter = defineEndpoint({
  method: 'POST',
  path: '/api/letters/:id/refuse',
  guard: 'admin',
  tags,
  params: ZLetterIdParam,
  body: ZLetterRefusal,
  responses: { 200: ZLetterSummary },
});

export const getLetterSettings = defineEndpoint({
  method: 'GET',
  path: '/api/letters/congress/:slug/settings',
  guard: 'staff',
  tags,
  params: ZLetterSlugParam,
  responses: { 200: ZLetterSettings },
});

export const updateLetterSettings = defineEndpoint({
  method: 'PUT',
  path: '/api/letters/congress/:slug/settings',
  guard: 'admin',
  tags,
  params: ZLetterSlugParam,
  body: ZLetterSettingsUpdate,
  responses: { 200: ZLetterSettings },
});

export const uploadLetterSignature = defineEndpoint({
  method: 'POST',
  path: '/api/letters/congress/:slug/signature',
  guard: 'admin',
  tags,
  description: "The signatory's signature image: multipart, one PNG or JPEG file, at most 2 MB",
  consumes: ['multipart/form-data'],
  params: ZLetterSlugParam,
  responses: { 200: ZLetterSettings },
});
