import { type TCongressSummary, ZCongressList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { congressSettingsKeys } from './keys.ts';

/** GET /api/congress/all, for the congress switcher. */
export function getCongresses(signal?: AbortSignal): Promise<TCongressSummary[]> {
  return api.get('/congress/all', { schema: ZCongressList, signal });
}

export const congressesQueryOptions = () =>
  queryOptions({
    queryKey: congressSettingsKeys.list(),
    queryFn: ({ signal }) => getCongresses(signal),
    meta: { isSilent: true },
  });

export const useCongresses = () => useQuery(congressesQueryOptions());
