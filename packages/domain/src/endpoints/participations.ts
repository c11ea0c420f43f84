import { ZSlugParam } from '../contracts/congress.ts';
import { ZParticipationListPage, ZParticipationListQuery } from '../contracts/participation-list.ts';
import {
  ZCongressRefParam,
  ZParticipantCongressParams,
  ZParticipation,
  ZParticipationCreateRequest,
  ZParticipationIdParam,
  ZParticipationUpdateRequest,
} from '../contracts/participations.ts';
import { defineEndpoint } from './define.ts';

/** Spec 7's participation calls plus the signed-in subject's own; owner-scoped in the services. */
const tags = ['participations'];

/** A 404 means none (spec 7). */
export const getMyParticipation = defineEndpoint({
  method: 'GET',
  path: '/api/participation/mine/congress/:slug',
  guard: 'participant',
  tags,
  params: ZSlugParam,
  responses: { 200: ZParticipation },
});

export const getParticipantParticipation = defineEndpoint({
  method: 'GET',
  path: '/api/participation/participant/:participantId/congress/:slug',
  guard: 'signedIn',
  tags,
  params: ZParticipantCongressParams,
  responses: { 200: ZParticipation },
});

export const listCongressParticipations = defineEndpoint({
  method: 'GET',
  path: '/api/participation/congress/:id',
  guard: 'staff',
  tags,
  description: 'Every participation of a congress, paged, without personal details (decisions 40)',
  params: ZCongressRefParam,
  query: ZParticipationListQuery,
  responses: { 200: ZParticipationListPage },
});

export const createParticipation = defineEndpoint({
  method: 'POST',
  path: '/api/participation/create',
  guard: 'signedIn',
  tags,
  body: ZParticipationCreateRequest,
  responses: { 201: ZParticipation },
});

export const updateParticipation = defineEndpoint({
  method: 'PUT',
  path: '/api/participation/update/:id',
  guard: 'signedIn',
  tags,
  params: ZParticipationIdParam,
  body: ZParticipationUpdateRequest,
  responses: { 200: ZParticipation },
});
