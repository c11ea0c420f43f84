import { getCongressBySlug, listCongresses } from '@congress/domain/endpoints/congresses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { congressSettingsRoutes } from './congress-settings-routes.ts';

export async function congressRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const congresses = deps.services.congresses;

  route(app, getCongressBySlug, async (request) =>
    congresses.getBySlug(request.params.slug, request.language),
  );

  route(app, listCongresses, async () => congresses.list());

  await app.register(congressSettingsRoutes, deps);
}
