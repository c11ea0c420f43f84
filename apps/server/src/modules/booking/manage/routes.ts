import {
  ZManageParticipationIdParam,
  ZManageRegistrationCreateRequest,
  ZManageRegistrationRequest,
} from '@congress/domain/contracts/manage-registration';
import { ZParticipation } from '@congress/domain/contracts/participations';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../../deps.ts';
import { requireSession } from '../../../plugins/auth.ts';

/** Manage Registration (spec 2.2): admins of the congress read, edit and add registrations. */
export async function manageRegistrationRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = deps.services.manageRegistration;
  const tags = ['manage-registration'];
  const admin = { guard: 'admin' } as const;

  app.get(
    '/api/admin/participation/:id',
    {
      config: admin,
      schema: { tags, params: ZManageParticipationIdParam, response: { 200: ZParticipation } },
    },
    async (request) => service.load(requireSession(request), request.params.id),
  );

  app.post(
    '/api/admin/participation',
    {
      config: admin,
      schema: { tags, body: ZManageRegistrationCreateRequest, response: { 201: ZParticipation } },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(requireSession(request), request.body)),
  );

  app.put(
    '/api/admin/participation/:id',
    {
      config: admin,
      schema: {
        tags,
        params: ZManageParticipationIdParam,
        body: ZManageRegistrationRequest,
        response: { 200: ZParticipation },
      },
    },
    async (request) => service.update(requireSession(request), request.params.id, request.body),
  );
}
