import {
  ZRate,
  ZRateIdParam,
  ZRateToggleRequest,
  ZRateUpdateRequest,
  ZRateWriteRequest,
} from '@congress/domain/contracts/rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { localizeRate } from './rate-dto.ts';

/** Manage Rates (spec 2.2, 7): admins only; visualisation reads the public list. */
export async function rateAdminRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = deps.services.rateAdmin;
  const config = { guard: 'admin' } as const;
  const tags = ['rates'];

  app.post(
    '/api/rate/create',
    { config, schema: { tags, body: ZRateWriteRequest, response: { 201: ZRate } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(localizeRate(await rates.create(requireSession(request), request.body), request.language)),
  );

  app.put(
    '/api/rate/:id',
    { config, schema: { tags, params: ZRateIdParam, body: ZRateUpdateRequest, response: { 200: ZRate } } },
    async (request) =>
      localizeRate(
        await rates.update(requireSession(request), request.params.id, request.body),
        request.language,
      ),
  );

  app.put(
    '/api/rate/:id/toggle',
    { config, schema: { tags, params: ZRateIdParam, body: ZRateToggleRequest, response: { 200: ZRate } } },
    async (request) =>
      localizeRate(
        await rates.toggle(requireSession(request), request.params.id, request.body.version),
        request.language,
      ),
  );
}
