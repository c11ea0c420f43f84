import { PassThrough } from 'node:stream';
import { ACTIVITY_EXPORT_MIME } from '@congress/domain/contracts/activities';
import {
  exportChoices,
  getActivityStats,
  listActivityParticipants,
  listWithoutChoice,
} from '@congress/domain/endpoints/activities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';
import { localizeActivities } from './activity-dto.ts';

/** Activities statistics (staff, visualisation included); the xlsx export is for admins. */
export async function activityStatsRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const stats = deps.services.activityStats;

  route(app, getActivityStats, async (request) => {
    const answer = await stats.stats(requireSession(request), request.params.slug);
    return { ...answer, activities: localizeActivities(answer.activities, request.language) };
  });

  route(app, listWithoutChoice, async (request) =>
    stats.withoutChoice(requireSession(request), request.params.slug, request.query),
  );

  route(app, listActivityParticipants, async (request) =>
    stats.participants(requireSession(request), request.params.id, request.query),
  );

  route(app, exportChoices, async (request, reply) => {
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
  });
}
