import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { participationBulkRoutes } from './list/bulk-routes.ts';
import { participationListRoutes } from './list/routes.ts';
import { manageRegistrationRoutes } from './manage/routes.ts';
import { participantTypeRoutes } from './participant-types/routes.ts';
import { participantRoutes } from './participants/routes.ts';
import { participationRoutes } from './participations/routes.ts';
import { rateRoutes } from './rates/routes.ts';
import { registrationRoutes } from './registrations/routes.ts';

/**
 * Every booking route: participant types, rates, participants, participations, registrations, the
 * participation list and Manage Registration. They share the services of auth and congresses.
 */
export async function bookingRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const { auth, congresses } = deps.services;
  const booking = { ...deps, auth, congresses };
  await fastify.register(participantTypeRoutes, booking);
  await fastify.register(rateRoutes, booking);
  await fastify.register(participantRoutes, booking);
  await fastify.register(participationRoutes, booking);
  await fastify.register(registrationRoutes, booking);
  await fastify.register(participationListRoutes, booking);
  await fastify.register(participationBulkRoutes, booking);
  await fastify.register(manageRegistrationRoutes, booking);
}
