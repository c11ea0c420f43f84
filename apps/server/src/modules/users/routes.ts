import {
  ZAdminUser,
  ZAdminUserPage,
  ZCreateUserRequest,
  ZUpdateUserRequest,
  ZUsersAdminParams,
  ZUsersAdminQuery,
} from '@congress/domain/contracts/users-admin';
import { ZIdParam } from '@congress/domain/contracts/congress';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { requireSession } from '../../plugins/auth.ts';

/** Manage Users (spec 2.2, 6, 7): super admins only (decisions 2). */
export async function userAdminRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const usersAdmin = deps.services.usersAdmin;
  const config = { guard: 'superAdmin' } as const;
  const tags = ['users'];

  app.get(
    '/api/user/usersAdmin/:congressId',
    {
      config,
      schema: {
        tags,
        params: ZUsersAdminParams,
        querystring: ZUsersAdminQuery,
        response: { 200: ZAdminUserPage },
      },
    },
    async (request) => usersAdmin.list(request.params.congressId, request.query),
  );

  app.post(
    '/api/user/create',
    { config, schema: { tags, body: ZCreateUserRequest, response: { 201: ZAdminUser } } },
    async (request, reply) =>
      reply.status(201).send(await usersAdmin.create(requireSession(request), request.body)),
  );

  app.put(
    '/api/user/update/:id',
    { config, schema: { tags, params: ZIdParam, body: ZUpdateUserRequest, response: { 200: ZAdminUser } } },
    async (request) => usersAdmin.update(requireSession(request), request.params.id, request.body),
  );
}
