import { ZSectionList } from '@congress/domain/contracts/congress';
import { ZSectionCreate, ZSectionResponse } from '@congress/domain/contracts/members';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function sectionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sections = deps.services.sections;

  app.get(
    '/api/section/uich/all',
    { config: { guard: 'public' }, schema: { tags: ['sections'], response: { 200: ZSectionList } } },
    async () => sections.list(),
  );

  app.post(
    '/api/section/create',
    {
      config: { guard: 'superAdmin' },
      schema: { tags: ['sections'], body: ZSectionCreate, response: { 201: ZSectionResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await sections.create(requireSession(request), request.body)),
  );
}
