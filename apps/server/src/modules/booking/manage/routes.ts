import {
  addRegistration,
  getAdminParticipation,
  updateManagedRegistration,
} from '@congress/domain/endpoints/manage-registration';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../lib/endpoint-route.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Manage Registration (spec 2.2): admins of the congress read, edit and add registrations. */
export async function manageRegistrationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = deps.services.manageRegistration;

  route(app, getAdminParticipation, async (request) =>
    service.load(requireSession(request), request.params.id),
  );

  route(app, addRegistration, async (request, reply) =>
    reply.status(201).send(await service.create(requireSession(request), request.body)),
  );

  route(app, updateManagedRegistration, async (request) =>
    service.update(requireSession(request), request.params.id, request.body),
  );
}
