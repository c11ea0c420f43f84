import {
  ZMemberUserQuery,
  ZParticipant,
  ZParticipantCreateRequest,
  ZParticipantIdParam,
  ZParticipantList,
} from '../contracts/participants.ts';
import { defineEndpoint } from './define.ts';

/** Spec 7's participant calls; owner-scoped in the services (architecture). */
const tags = ['participants'];

export const createParticipants = defineEndpoint({
  method: 'POST',
  path: '/api/participant/create',
  guard: 'signedIn',
  tags,
  body: ZParticipantCreateRequest,
  responses: { 201: ZParticipantList },
});

export const getParticipant = defineEndpoint({
  method: 'GET',
  path: '/api/participant/:id',
  guard: 'signedIn',
  tags,
  params: ZParticipantIdParam,
  responses: { 200: ZParticipant },
});

export const getMemberParticipant = defineEndpoint({
  method: 'GET',
  path: '/api/participant/memberUserId/:id',
  guard: 'signedIn',
  tags,
  params: ZParticipantIdParam,
  query: ZMemberUserQuery,
  responses: { 200: ZParticipant },
});
