import { type TCongressSummary, ZCongressList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { congressKeys } from './congress.ts';

/** GET /api/congress/all: the congress switcher, a user's staff congresses, the audit filter. */
export function getCongresses(signal?: AbortSignal): Promise<TCongressSummary[]> {
  return api.get('/congress/all', { schema: ZCongressList, signal });
}

export const congressesQueryOptions = () =>
  queryOptions({
    queryKey: congressKeys.list(),
    queryFn: ({ signal }) => getCongresses(signal),
    meta: { isSilent: true },
  });

export const useCongresses = () => useQuery(congressesQueryOptions());
