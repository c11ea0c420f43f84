import type { TCongressSummary } from '@congress/domain/contracts/congress';
import { listCongresses } from '@congress/domain/endpoints/congresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';
import { congressKeys } from './congress.ts';

/** GET /api/congress/all: the congress switcher, a user's staff congresses, the audit filter. */
export function getCongresses(signal?: AbortSignal): Promise<TCongressSummary[]> {
  return call(listCongresses, { signal });
}

export const congressesQueryOptions = () =>
  queryOptions({
    queryKey: congressKeys.list(),
    queryFn: ({ signal }) => getCongresses(signal),
    meta: { isSilent: true },
  });

export const useCongresses = () => useQuery(congressesQueryOptions());
