import { PassThrough } from 'node:stream';
import {
  ACTIVITY_EXPORT_MIME,
  ZActivityIdParam,
  ZActivityParticipants,
  ZActivityPeoplePage,
  ZActivityPeopleQuery,
  ZActivityStats,
} from '@congress/domain/contracts/activities';
import { ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';
import { createActivityStatsService } from './activity-stats.service.ts';
import { localizeActivities } from './activity-dto.ts';

const tags = ['activities'];

/** Activities statistics (staff, visualisation included); the xlsx export is for admins. */
export async function activityStatsRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stats = createActivityStatsService({ db: deps.db });

  app.get(
    '/api/activity/stats/congress/:slug',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'Places taken per activity and the registrations without a choice',
        params: ZSlugParam,
        response: { 200: ZActivityStats },
      },
    },
    async (request) => {
      const answer = await stats.stats(requireSession(request), request.params.slug);
      return { ...answer, activities: localizeActivities(answer.activities, request.language) };
    },
  );

  app.get(
    '/api/activity/stats/congress/:slug/without-choice',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'The people with no choice yet, paged by name',
        params: ZSlugParam,
        querystring: ZActivityPeopleQuery,
        response: { 200: ZActivityPeoplePage },
      },
    },
    async (request) => stats.withoutChoice(requireSession(request), request.params.slug, request.query),
  );

  app.get(
    '/api/activity/:id/participants',
    {
      config: { guard: 'staff' },
      schema: {
        tags,
        description: 'The registrations that chose the activity, paged by name',
        params: ZActivityIdParam,
        querystring: ZActivityPeopleQuery,
        response: { 200: ZActivityParticipants },
      },
    },
    async (request) => stats.participants(requireSession(request), request.params.id, request.query),
  );

  app.get(
    '/api/activity/export/congress/:slug',
    {
      // Exports are in the admin group (decisions 2): visualisation reads the statistics only.
      config: { guard: 'admin' },
      schema: { tags, description: 'An xlsx of every activity choice', params: ZSlugParam },
    },
    async (request, reply) => {
      const file = await stats.exportXlsx(requireSession(request), request.params.slug, request.language);
      const output = new PassThrough();
      file.write(output).catch((error: unknown) => {
        // Headers are gone: cutting the stream is the only way to tell the browser it failed.
        request.log.error({ err: error }, 'activity export failed while streaming');
        output.destroy(error instanceof Error ? error : new Error(String(error)));
      });
      return reply
        .type(ACTIVITY_EXPORT_MIME)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(output);
    },
  );
}
