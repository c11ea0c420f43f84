import { createAdminUser, listAdminUsers, updateAdminUser } from '@congress/domain/endpoints/users';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';
import { requireSession } from '../../plugins/auth.ts';

/** Manage Users (spec 2.2, 6, 7): super admins only (decisions 2). */
export async function userAdminRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const usersAdmin = deps.services.usersAdmin;

  route(app, listAdminUsers, async (request) => usersAdmin.list(request.params.congressId, request.query));

  route(app, createAdminUser, async (request, reply) =>
    reply.status(201).send(await usersAdmin.create(requireSession(request), request.body)),
  );

  route(app, updateAdminUser, async (request) =>
    usersAdmin.update(requireSession(request), request.params.id, request.body),
  );
}
