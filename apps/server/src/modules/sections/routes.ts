import { ZSectionList } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { createSectionsService } from './sections.service.ts';

export async function sectionRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const sections = createSectionsService({ db: deps.db });

  app.get(
    '/api/section/uich/all',
    { config: { guard: 'public' }, schema: { tags: ['sections'], response: { 200: ZSectionList } } },
    async () => sections.list(),
  );
}
