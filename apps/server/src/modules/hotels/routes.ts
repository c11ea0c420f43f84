import {
  ZHotel,
  ZHotelList,
  ZHotelWriteRequest,
  ZIdParam,
  ZSlugParam,
} from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function hotelRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hotels = deps.services.hotels;

  app.get(
    '/api/hotel/congress/:slug',
    {
      config: { guard: 'public' },
      schema: { tags: ['hotels'], params: ZSlugParam, response: { 200: ZHotelList } },
    },
    async (request) => hotels.listOfCongress(request.params.slug),
  );

  const admin = deps.services.hotelAdmin;
  const config = { guard: 'admin' } as const;
  const tags = ['hotels'];

  app.get(
    '/api/hotel/:id',
    { config: { guard: 'public' }, schema: { tags, params: ZIdParam, response: { 200: ZHotel } } },
    async (request) => admin.get(request.params.id),
  );

  app.post(
    '/api/hotel/create',
    { config, schema: { tags, body: ZHotelWriteRequest, response: { 201: ZHotel } } },
    async (request, reply) =>
      reply.status(201).send(await admin.create(requireSession(request), request.body)),
  );

  app.put(
    '/api/hotel/update/:id',
    { config, schema: { tags, params: ZIdParam, body: ZHotelWriteRequest, response: { 200: ZHotel } } },
    async (request) => admin.update(requireSession(request), request.params.id, request.body),
  );
}
