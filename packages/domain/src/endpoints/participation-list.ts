import { ZBulkStatusRequest, ZBulkSummary } from '../contracts/bulk-actions.ts';
import {
  ZParticipationListPage,
  ZParticipationListParams,
  ZParticipationListQuery,
} from '../contracts/participation-list.ts';
import { defineEndpoint } from './define.ts';

/** The participation list of the back office (decisions 22): filter segments, then search, page, pageSize and sort. */
export const listParticipations = defineEndpoint({
  method: 'GET',
  path: '/api/participation/congress/:slug/:status/:sharing/:hotelId/:roomOption/:type',
  guard: 'staff',
  tags: ['participation-list'],
  params: ZParticipationListParams,
  query: ZParticipationListQuery,
  responses: { 200: ZParticipationListPage },
});

/** Bulk actions of the participation list that booking owns: admins of the congress. */
export const changeStatusInBulk = defineEndpoint({
  method: 'POST',
  path: '/api/participation/bulk/status',
  guard: 'admin',
  tags: ['participation-list'],
  description:
    'Changes the status of the selected participations, one transaction each; answers what was done and what failed',
  body: ZBulkStatusRequest,
  responses: { 200: ZBulkSummary },
});
