import { ZCongress, ZCongressList, ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { congressSettingsRoutes } from './congress-settings-routes.ts';

export async function congressRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const congresses = deps.services.congresses;

  app.get(
    '/api/congress/slug/:slug',
    {
      config: { guard: 'public' },
      schema: { tags: ['congresses'], params: ZSlugParam, response: { 200: ZCongress } },
    },
    async (request) => congresses.getBySlug(request.params.slug, request.language),
  );

  app.get(
    '/api/congress/all',
    { config: { guard: 'public' }, schema: { tags: ['congresses'], response: { 200: ZCongressList } } },
    async () => congresses.list(),
  );

  await app.register(congressSettingsRoutes, deps);
}
