import { ZCongressIdParam, ZPurgeRequest, ZPurgeResult } from '@congress/domain/contracts/congress-settings';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function privacyRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { privacy } = deps.services;

  app.post(
    '/api/privacy/congress/:id/purge',
    {
      config: { guard: 'superAdmin' },
      schema: {
        tags: ['privacy'],
        description: 'Purge the personal data of a finished congress; the body repeats the congress slug',
        params: ZCongressIdParam,
        body: ZPurgeRequest,
        response: { 200: ZPurgeResult },
      },
    },
    async (request) => privacy.purge(requireSession(request), request.params.id, request.body.confirmation),
  );
}
