import { ZAuditFacets, ZAuditPage, ZAuditQuery } from '../contracts/audit.ts';
import { defineEndpoint } from './define.ts';

/** Read only, super admins only: the log has no write route. */
const tags = ['audit'];

export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/api/audit',
  guard: 'superAdmin',
  tags,
  query: ZAuditQuery,
  responses: { 200: ZAuditPage },
});

export const getAuditFacets = defineEndpoint({
  method: 'GET',
  path: '/api/audit/facets',
  guard: 'superAdmin',
  tags,
  responses: { 200: ZAuditFacets },
});
