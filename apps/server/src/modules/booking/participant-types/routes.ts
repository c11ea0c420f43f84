import { ZParticipantTypeList, ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';

export async function participantTypeRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const types = deps.services.participantTypes;
  const schema = { tags: ['participant types'], params: ZSlugParam, response: { 200: ZParticipantTypeList } };

  app.get('/api/rate/participant/congress/:slug', { config: { guard: 'public' }, schema }, async (request) =>
    types.listWithRates(request.params.slug),
  );

  app.get('/api/participant/congress/:slug/types', { config: { guard: 'public' }, schema }, async (request) =>
    types.listAll(request.params.slug),
  );
}
