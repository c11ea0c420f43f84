import { getRoomMateQueue, pairRoomMates, releaseRoomMate } from '@congress/domain/endpoints/room-mates';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** The room-mate queue (decisions 46): staff of the congress read it, its admins pair and release. */
export async function roomMateRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = deps.services.roomMates;

  route(app, getRoomMateQueue, async (request) =>
    service.queue(requireSession(request), request.params.slug),
  );

  route(app, pairRoomMates, async (request) => service.pair(requireSession(request), request.body));

  route(app, releaseRoomMate, async (request) =>
    service.release(requireSession(request), request.params.id, request.body),
  );
}
