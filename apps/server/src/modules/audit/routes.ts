import { getAuditFacets, listAuditLog } from '@congress/domain/endpoints/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../lib/endpoint-route.ts';

/** Read only, super admins only: the log has no write route. */
export async function auditRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = deps.services.auditLog;

  route(app, listAuditLog, async (request) => audit.list(request.query));

  route(app, getAuditFacets, async () => audit.facets());
}
