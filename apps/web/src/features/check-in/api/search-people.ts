import { type TCheckInSearchResult, ZCheckInSearchResult } from '@congress/domain/contracts/check-in';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { checkInKeys } from './keys.ts';

/** GET /api/check-in/congress/:slug/search?q=: people by name, for the door. */
export function searchPeople(slug: string, q: string, signal?: AbortSignal): Promise<TCheckInSearchResult> {
  return api.get(`/check-in/congress/${encodeURIComponent(slug)}/search`, {
    schema: ZCheckInSearchResult,
    query: { q },
    signal,
  });
}

export const searchPeopleQueryOptions = (slug: string, q: string) =>
  queryOptions({
    queryKey: checkInKeys.search(slug, q),
    queryFn: ({ signal }) => searchPeople(slug, q, signal),
  });

export const useSearchPeople = (slug: string, q: string) =>
  useQuery({
    ...searchPeopleQueryOptions(slug, q),
    enabled: q.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
