import { type TOverview, ZOverview } from '@congress/domain/contracts/overview';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { overviewKeys } from './keys.ts';

/** GET /api/overview/congress/:slug: every figure and chart of the overview in one request. */
export function getOverview(slug: string, signal?: AbortSignal): Promise<TOverview> {
  return api.get(`/overview/congress/${encodeURIComponent(slug)}`, { schema: ZOverview, signal });
}

export const overviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: overviewKeys.ofCongress(slug),
    queryFn: ({ signal }) => getOverview(slug, signal),
    meta: { isSilent: true },
  });

export const useOverview = (slug: string) => useQuery(overviewQueryOptions(slug));
