import { createRate, toggleRate, updateRate } from '@congress/domain/endpoints/rates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { localizeRate } from './rate-dto.ts';

/** Manage Rates (spec 2.2, 7): admins only; visualisation reads the public list. */
export async function rateAdminRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rates = deps.services.rateAdmin;

  route(app, createRate, async (request, reply) =>
    reply
      .status(201)
      .send(localizeRate(await rates.create(requireSession(request), request.body), request.language)),
  );

  route(app, updateRate, async (request) =>
    localizeRate(
      await rates.update(requireSession(request), request.params.id, request.body),
      request.language,
    ),
  );

  route(app, toggleRate, async (request) =>
    localizeRate(
      await rates.toggle(requireSession(request), request.params.id, request.body.version),
      request.language,
    ),
  );
}
