import {
  createHotel,
  getHotel,
  getRoomBlockGrid,
  listCongressHotels,
  saveRoomBlockGrid,
  updateHotel,
} from '@congress/domain/endpoints/hotels';
import { getRoomPickup, releaseUnsoldRooms } from '@congress/domain/endpoints/room-pickup';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

export async function hotelRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const hotels = deps.services.hotels;

  route(app, listCongressHotels, async (request) => hotels.listOfCongress(request.params.slug));

  const admin = deps.services.hotelAdmin;

  route(app, getHotel, async (request) => admin.get(request.params.id));

  route(app, createHotel, async (request, reply) =>
    reply.status(201).send(await admin.create(requireSession(request), request.body)),
  );

  route(app, updateHotel, async (request) =>
    admin.update(requireSession(request), request.params.id, request.body),
  );

  const pickup = deps.services.roomPickup;

  route(app, getRoomPickup, async (request) => pickup.get(requireSession(request), request.params.id));

  route(app, releaseUnsoldRooms, async (request) =>
    pickup.release(requireSession(request), request.params.id, request.body),
  );

  const grid = deps.services.roomBlockGrid;

  route(app, getRoomBlockGrid, async (request) => grid.read(requireSession(request), request.params.id));

  route(app, saveRoomBlockGrid, async (request) =>
    grid.save(requireSession(request), request.params.id, request.body),
  );
}
