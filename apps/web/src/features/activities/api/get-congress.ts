import { type TCongress, ZCongress } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { activityKeys } from './keys.ts';

/** The admin screens address the congress by id; the route only carries its slug. */
export function getCongress(slug: string, signal?: AbortSignal): Promise<TCongress> {
  return api.get(`/congress/slug/${encodeURIComponent(slug)}`, { schema: ZCongress, signal });
}

export const congressQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: activityKeys.congress(slug),
    queryFn: ({ signal }) => getCongress(slug, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useActivityCongress = (slug: string) => useQuery(congressQueryOptions(slug));
