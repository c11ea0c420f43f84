import { ZAuditFacets, ZAuditPage, ZAuditQuery } from '@congress/domain/contracts/audit';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../deps.ts';
import { createAuditLogService } from './audit-log.service.ts';

const tags = ['audit'];

/** Read only, super admins only: the log has no write route. */
export async function auditRoutes(fastify: FastifyInstance, deps: AppDeps) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditLogService({ db: deps.db });

  app.get(
    '/api/audit',
    {
      config: { guard: 'superAdmin' },
      schema: { tags, querystring: ZAuditQuery, response: { 200: ZAuditPage } },
    },
    async (request) => audit.list(request.query),
  );

  app.get(
    '/api/audit/facets',
    { config: { guard: 'superAdmin' }, schema: { tags, response: { 200: ZAuditFacets } } },
    async () => audit.facets(),
  );
}
