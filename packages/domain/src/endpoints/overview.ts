import { ZOverview, ZOverviewParams } from '../contracts/overview.ts';
import { defineEndpoint } from './define.ts';

/** The organiser overview: every staff role of the congress reads it (decisions 40). */
export const getOverview = defineEndpoint({
  method: 'GET',
  path: '/api/overview/congress/:slug',
  guard: 'staff',
  tags: ['overview'],
  params: ZOverviewParams,
  responses: { 200: ZOverview },
});
