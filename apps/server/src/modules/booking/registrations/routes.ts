import {
  createRegistrations,
  bookingQueuePosition,
  submitBooking,
  updateRegistration,
} from '@congress/domain/endpoints/registrations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';
import { localizeParticipation } from '../participations/participation-dto.ts';

export async function registrationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const booking = deps.services.bookingSubmit;
  const creation = deps.services.registrationCreate;
  const updates = deps.services.registrationUpdate;

  /** The booking (decisions 10): 201 for a new participation, 200 for a modified one. */
  route(app, submitBooking, async (request, reply) => {
    const result = await booking.submit(requireSession(request), request.body);
    return reply
      .status(result.created ? 201 : 200)
      .send(localizeParticipation(result.participation, request.language));
  });

  /** Asked by the browser while its submit waits its turn in the rush (decisions 10). */
  route(app, bookingQueuePosition, async (request) =>
    deps.services.bookingQueue.position(requireSession(request), request.params.ticket),
  );

  route(app, createRegistrations, async (request, reply) =>
    reply.status(201).send(await creation.create(requireSession(request), request.body)),
  );

  route(app, updateRegistration, async (request) =>
    updates.update(requireSession(request), request.params.id, request.body),
  );
}
