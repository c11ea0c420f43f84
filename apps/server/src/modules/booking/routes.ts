import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { selfCancelRoutes } from './cancel/routes.ts';
import { groupRoutes } from './groups/routes.ts';
import { participationBulkRoutes } from './list/bulk-routes.ts';
import { participationListRoutes } from './list/routes.ts';
import { manageRegistrationRoutes } from './manage/routes.ts';
import { participantTypeRoutes } from './participant-types/routes.ts';
import { participantRoutes } from './participants/routes.ts';
import { participationRoutes } from './participations/routes.ts';
import { rateRoutes } from './rates/routes.ts';
import { registrationRoutes } from './registrations/routes.ts';
import { roomMateRoutes } from './room-mates/routes.ts';

/**
 * Every booking route: participant types, rates, participants, participations, registrations, the
 * participation list and Manage Registration.
 */
export async function bookingRoutes(fastify: FastifyInstance, deps: AppDeps) {
  await fastify.register(participantTypeRoutes, deps);
  await fastify.register(rateRoutes, deps);
  await fastify.register(participantRoutes, deps);
  await fastify.register(participationRoutes, deps);
  await fastify.register(registrationRoutes, deps);
  await fastify.register(participationListRoutes, deps);
  await fastify.register(participationBulkRoutes, deps);
  await fastify.register(manageRegistrationRoutes, deps);
  await fastify.register(roomMateRoutes, deps);
  await fastify.register(selfCancelRoutes, deps);
  await fastify.register(groupRoutes, deps);
}
