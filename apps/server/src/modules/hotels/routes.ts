import { ZHotelList, ZSlugParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { createCongressesService } from '../congresses/congresses.service.ts';
import { createHotelsService } from './hotels.service.ts';

export async function hotelRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hotels = createHotelsService({ db: deps.db, congresses: createCongressesService({ db: deps.db }) });

  app.get(
    '/api/hotel/congress/:slug',
    {
      config: { guard: 'public' },
      schema: { tags: ['hotels'], params: ZSlugParam, response: { 200: ZHotelList } },
    },
    async (request) => hotels.listOfCongress(request.params.slug),
  );
}
