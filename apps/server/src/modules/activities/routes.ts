import {
  createActivity,
  deleteActivity,
  listCongressActivities,
  listOpenActivities,
  setActivityOpen,
  setAllActivitiesOpen,
  updateActivity,
} from '@congress/domain/endpoints/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import { activityChoiceRoutes } from './choice-routes.ts';
import { activityStatsRoutes } from './stats-routes.ts';
import { localizeActivities, localizeActivity } from './activity-dto.ts';

export async function activityRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const activities = deps.services.activities;

  route(app, listCongressActivities, async (request) =>
    localizeActivities(
      await activities.listOfCongress(requireSession(request), request.params.slug),
      request.language,
    ),
  );

  route(app, listOpenActivities, async (request) =>
    localizeActivities(await activities.listOpen(request.params.id), request.language),
  );

  route(app, setActivityOpen, async (request) => {
    const { id, congressId } = request.params;
    const activity = await activities.setOpen(requireSession(request), id, congressId, request.body);
    return localizeActivity(activity, request.language);
  });

  route(app, setAllActivitiesOpen, async (request) =>
    activities.setOpenAll(requireSession(request), request.params.congressId, request.body.isOpen),
  );

  route(app, createActivity, async (request, reply) =>
    reply
      .code(201)
      .send(
        localizeActivity(await activities.create(requireSession(request), request.body), request.language),
      ),
  );

  route(app, updateActivity, async (request) =>
    localizeActivity(
      await activities.update(requireSession(request), request.params.id, request.body),
      request.language,
    ),
  );

  route(app, deleteActivity, async (request) => {
    await activities.remove(requireSession(request), request.params.id);
    return { id: request.params.id, deleted: true as const };
  });

  await activityChoiceRoutes(app, deps);
  await activityStatsRoutes(app, deps);
}
