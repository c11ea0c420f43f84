import {
  ZActivity,
  ZActivityCongressParams,
  ZActivityCreate,
  ZActivityDeleted,
  ZActivityIdParam,
  ZActivityList,
  ZActivityOpenBody,
  ZActivityUpdate,
  ZActivityWithPlacesList,
  ZCongressIdParam,
  ZOpenAllBody,
  ZOpenAllResult,
  ZOpenCongressParam,
} from '@congress/domain/contracts/activities';
import { ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { activityChoiceRoutes } from './choice-routes.ts';
import { activityStatsRoutes } from './stats-routes.ts';
import { localizeActivities, localizeActivity } from './activity-dto.ts';

const tags = ['activities'];

export async function activityRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activities = deps.services.activities;

  app.get(
    '/api/activity/congress/:slug',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Every activity of the congress with its places taken (Admin Activities list)',
        params: ZSlugParam,
        response: { 200: ZActivityWithPlacesList },
      },
    },
    async (request) =>
      localizeActivities(
        await activities.listOfCongress(requireSession(request), request.params.slug),
        request.language,
      ),
  );

  app.get(
    '/api/activity/open/congress/:id',
    {
      config: { guard: 'signedIn' },
      schema: {
        tags,
        description: 'The open activities of a congress',
        params: ZOpenCongressParam,
        response: { 200: ZActivityList },
      },
    },
    async (request) => localizeActivities(await activities.listOpen(request.params.id), request.language),
  );

  app.put(
    '/api/activity/:id/congress/:congressId',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Sets the open state of one activity (without isOpen it switches it), from its version',
        params: ZActivityCongressParams,
        body: ZActivityOpenBody,
        response: { 200: ZActivity },
      },
    },
    async (request) => {
      const { id, congressId } = request.params;
      const activity = await activities.setOpen(requireSession(request), id, congressId, request.body);
      return localizeActivity(activity, request.language);
    },
  );

  app.put(
    '/api/activity/congress/:congressId/open',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Opens or closes every activity of the congress (Open/Close all activities)',
        params: ZCongressIdParam,
        body: ZOpenAllBody,
        response: { 200: ZOpenAllResult },
      },
    },
    async (request) =>
      activities.setOpenAll(requireSession(request), request.params.congressId, request.body.isOpen),
  );

  app.post(
    '/api/activity/create',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'A new activity, created closed',
        body: ZActivityCreate,
        response: { 201: ZActivity },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          localizeActivity(await activities.create(requireSession(request), request.body), request.language),
        ),
  );

  app.put(
    '/api/activity/:id',
    {
      config: { guard: 'admin' },
      schema: { tags, params: ZActivityIdParam, body: ZActivityUpdate, response: { 200: ZActivity } },
    },
    async (request) =>
      localizeActivity(
        await activities.update(requireSession(request), request.params.id, request.body),
        request.language,
      ),
  );

  app.delete(
    '/api/activity/:id',
    {
      config: { guard: 'admin' },
      schema: {
        tags,
        description: 'Deletes an activity and its choices',
        params: ZActivityIdParam,
        response: { 200: ZActivityDeleted },
      },
    },
    async (request) => {
      await activities.remove(requireSession(request), request.params.id);
      return { id: request.params.id, deleted: true as const };
    },
  );

  await activityChoiceRoutes(app, deps);
  await activityStatsRoutes(app, deps);
}
