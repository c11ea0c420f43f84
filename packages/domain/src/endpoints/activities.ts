import {
  ZActivity,
  ZActivityCongressParams,
  ZActivityCreate,
  ZActivityDeleted,
  ZActivityIdParam,
  ZActivityList,
  ZActivityOpenBody,
  ZActivityParticipants,
  ZActivityPeoplePage,
  ZActivityPeopleQuery,
  ZActivityStats,
  ZActivityUpdate,
  ZActivityWithPlacesList,
  ZCongressIdParam,
  ZOpenAllBody,
  ZOpenAllResult,
  ZOpenCongressParam,
  ZParticipationActivities,
  ZParticipationIdParam,
  ZRegistrationIdParam,
  ZSaveChoices,
} from '../contracts/activities.ts';
import { ZSlugParam } from '../contracts/congress.ts';
import { defineEndpoint } from './define.ts';

const tags = ['activities'];

export const listCongressActivities = defineEndpoint({
  method: 'GET',
  path: '/api/activity/congress/:slug',
  guard: 'staff',
  tags,
  description: 'Every activity of the congress with its places taken (Admin Activities list)',
  params: ZSlugParam,
  responses: { 200: ZActivityWithPlacesList },
});

export const listOpenActivities = defineEndpoint({
  method: 'GET',
  path: '/api/activity/open/congress/:id',
  guard: 'signedIn',
  tags,
  description: 'The open activities of a congress',
  params: ZOpenCongressParam,
  responses: { 200: ZActivityList },
});

export const setActivityOpen = defineEndpoint({
  method: 'PUT',
  path: '/api/activity/:id/congress/:congressId',
  guard: 'admin',
  tags,
  description: 'Sets the open state of one activity (without isOpen it switches it), from its version',
  params: ZActivityCongressParams,
  body: ZActivityOpenBody,
  responses: { 200: ZActivity },
});

export const setAllActivitiesOpen = defineEndpoint({
  method: 'PUT',
  path: '/api/activity/congress/:congressId/open',
  guard: 'admin',
  tags,
  description: 'Opens or closes every activity of the congress (Open/Close all activities)',
  params: ZCongressIdParam,
  body: ZOpenAllBody,
  responses: { 200: ZOpenAllResult },
});

export const createActivity = defineEndpoint({
  method: 'POST',
  path: '/api/activity/create',
  guard: 'admin',
  tags,
  description: 'A new activity, created closed',
  body: ZActivityCreate,
  responses: { 201: ZActivity },
});

export const updateActivity = defineEndpoint({
  method: 'PUT',
  path: '/api/activity/:id',
  guard: 'admin',
  tags,
  params: ZActivityIdParam,
  body: ZActivityUpdate,
  responses: { 200: ZActivity },
});

export const deleteActivity = defineEndpoint({
  method: 'DELETE',
  path: '/api/activity/:id',
  guard: 'admin',
  tags,
  description: 'Deletes an activity and its choices',
  params: ZActivityIdParam,
  responses: { 200: ZActivityDeleted },
});

/** A participant's choices (owner-scoped; staff of the congress read, its admins save). */
export const getRegistrationChoices = defineEndpoint({
  method: 'GET',
  path: '/api/activity/registration/:registrationId',
  guard: 'signedIn',
  tags,
  description: "The registration's participation: its registrations, their choices and the activities",
  params: ZRegistrationIdParam,
  responses: { 200: ZParticipationActivities },
});

export const getParticipationChoices = defineEndpoint({
  method: 'GET',
  path: '/api/activity/participation/:participationId',
  guard: 'signedIn',
  tags,
  description: 'The activity choices of every registration of a participation',
  params: ZParticipationIdParam,
  responses: { 200: ZParticipationActivities },
});

export const saveChoices = defineEndpoint({
  method: 'PUT',
  path: '/api/activity/registration/:registrationId/choices',
  guard: 'signedIn',
  tags,
  description: "Replaces a registration's activity choices (the User Activities SAVE)",
  params: ZRegistrationIdParam,
  body: ZSaveChoices,
  responses: { 200: ZParticipationActivities },
});

/** Activities statistics (staff, visualisation included); the xlsx export is for admins. */
export const getActivityStats = defineEndpoint({
  method: 'GET',
  path: '/api/activity/stats/congress/:slug',
  guard: 'staff',
  tags,
  description: 'Places taken per activity and the registrations without a choice',
  params: ZSlugParam,
  responses: { 200: ZActivityStats },
});

export const listWithoutChoice = defineEndpoint({
  method: 'GET',
  path: '/api/activity/stats/congress/:slug/without-choice',
  guard: 'staff',
  tags,
  description: 'The people with no choice yet, paged by name',
  params: ZSlugParam,
  query: ZActivityPeopleQuery,
  responses: { 200: ZActivityPeoplePage },
});

export const listActivityParticipants = defineEndpoint({
  method: 'GET',
  path: '/api/activity/:id/participants',
  guard: 'staff',
  tags,
  description: 'The registrations that chose the activity, paged by name',
  params: ZActivityIdParam,
  query: ZActivityPeopleQuery,
  responses: { 200: ZActivityParticipants },
});

/** Exports are in the admin group (decisions 2): an xlsx file, no JSON response. */
export const exportChoices = defineEndpoint({
  method: 'GET',
  path: '/api/activity/export/congress/:slug',
  guard: 'admin',
  tags,
  description: 'An xlsx of every activity choice',
  params: ZSlugParam,
});
