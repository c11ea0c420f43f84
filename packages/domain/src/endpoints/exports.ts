import { ZExportRequest, ZExportTypeParam } from '../contracts/exports.ts';
import { defineEndpoint } from './define.ts';

/** An admin task (decisions 2): an xlsx streamed, no JSON response. */
export const exportParticipations = defineEndpoint({
  method: 'POST',
  path: '/api/export/:type',
  guard: 'admin',
  tags: ['exports'],
  description:
    'The participations of a congress (under the list filter) as an xlsx, streamed: all, accounting (one row per payment) or rooming (one sheet per hotel)',
  params: ZExportTypeParam,
  body: ZExportRequest,
});
