import type { TCheckInSearchResult } from '@congress/domain/contracts/check-in';
import { searchPeople as searchPeopleEndpoint } from '@congress/domain/endpoints/check-in';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { checkInKeys } from './keys.ts';

/** GET /api/check-in/congress/:slug/search?q=: people by name, for the door. */
export function searchPeople(slug: string, q: string, signal?: AbortSignal): Promise<TCheckInSearchResult> {
  return call(searchPeopleEndpoint, { params: { slug }, query: { q }, signal });
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
