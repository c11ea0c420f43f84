import {
  createHotel,
  getHotel,
  getRoomBlockGrid,
  listCongressHotels,
  saveRoomBlockGrid,
  updateHotel,
} from '@congress/domain/endpoints/hotels';
import { getRoomPickup, releaseUnsoldRooms } from '@congress/domain/endpoints/room-pickup';
import {
  downloadHotelRoomingXlsx,
  downloadRoomingPdf,
  downloadRoomingXlsx,
  getRoomingList,
  readHotelRooming,
  sendRoomingList,
} from '@congress/domain/endpoints/rooming-lists';
import type { FastifyReply } from 'fastify';
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

  const rooming = deps.services.roomingLists;
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const sendFile = (reply: FastifyReply, type: string, file: { filename: string; data: Buffer }) =>
    reply
      .type(type)
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .header('cache-control', 'private, no-store')
      .send(file.data);

  route(app, getRoomingList, async (request) => rooming.read(requireSession(request), request.params.id));

  route(app, downloadRoomingXlsx, async (request, reply) =>
    sendFile(reply, XLSX, await rooming.download(requireSession(request), request.params.id, 'xlsx')),
  );

  route(app, downloadRoomingPdf, async (request, reply) =>
    sendFile(
      reply,
      'application/pdf',
      await rooming.download(requireSession(request), request.params.id, 'pdf'),
    ),
  );

  route(app, sendRoomingList, async (request) => rooming.send(requireSession(request), request.params.id));

  route(app, readHotelRooming, async (request, reply) => {
    // The link is the hotel's key: its answer is for that reader only, never kept by a cache.
    reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');
    return rooming.hotelView(request.params.token);
  });

  route(app, downloadHotelRoomingXlsx, async (request, reply) =>
    sendFile(reply, XLSX, await rooming.hotelXlsx(request.params.token)),
  );
}
