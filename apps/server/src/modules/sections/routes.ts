import { createSection, listSections } from '@congress/domain/endpoints/sections';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function sectionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sections = deps.services.sections;

  route(app, listSections, async () => sections.list());

  route(app, createSection, async (request, reply) =>
    reply.status(201).send(await sections.create(requireSession(request), request.body)),
  );
}
