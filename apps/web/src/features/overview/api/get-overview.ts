import type { TOverview } from '@congress/domain/contracts/overview';
import { getOverview as getOverviewEndpoint } from '@congress/domain/endpoints/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { overviewKeys } from './keys.ts';

/** GET /api/overview/congress/:slug: every figure and chart of the overview in one request. */
export function getOverview(slug: string, signal?: AbortSignal): Promise<TOverview> {
  return call(getOverviewEndpoint, { params: { slug }, signal });
}

export const overviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: overviewKeys.ofCongress(slug),
    queryFn: ({ signal }) => getOverview(slug, signal),
    meta: { isSilent: true },
  });

export const useOverview = (slug: string) => useQuery(overviewQueryOptions(slug));
