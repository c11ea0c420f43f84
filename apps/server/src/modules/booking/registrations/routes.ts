import { ZBookingRequest } from '@congress/domain/contracts/booking';
import { ZParticipation } from '@congress/domain/contracts/participations';
import {
  ZRegistration,
  ZRegistrationCreateRequest,
  ZRegistrationIdParam,
  ZRegistrationList,
  ZRegistrationUpdateRequest,
} from '@congress/domain/contracts/registrations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { localizeParticipation } from '../participations/participation-dto.ts';

export async function registrationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = deps.services.bookingSubmit;
  const creation = deps.services.registrationCreate;
  const updates = deps.services.registrationUpdate;
  const tags = ['registrations'];
  const signedIn = { guard: 'signedIn' } as const;

  /** The booking (decisions 10): 201 for a new participation, 200 for a modified one. */
  app.post(
    '/api/registration/submit',
    {
      config: { guard: 'participant' },
      schema: { tags, body: ZBookingRequest, response: { 200: ZParticipation, 201: ZParticipation } },
    },
    async (request, reply) => {
      const result = await booking.submit(requireSession(request), request.body);
      return reply
        .status(result.created ? 201 : 200)
        .send(localizeParticipation(result.participation, request.language));
    },
  );

  app.post(
    '/api/registration/create',
    {
      config: signedIn,
      schema: { tags, body: ZRegistrationCreateRequest, response: { 201: ZRegistrationList } },
    },
    async (request, reply) =>
      reply.status(201).send(await creation.create(requireSession(request), request.body)),
  );

  app.put(
    '/api/registration/:id',
    {
      config: signedIn,
      schema: {
        tags,
        params: ZRegistrationIdParam,
        body: ZRegistrationUpdateRequest,
        response: { 200: ZRegistration },
      },
    },
    async (request) => updates.update(requireSession(request), request.params.id, request.body),
  );
}
