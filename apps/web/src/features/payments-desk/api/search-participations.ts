import type { TDeskParticipationList } from '@congress/domain/contracts/payments-desk';
import { searchDeskParticipations } from '@congress/domain/endpoints/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/participations?search=: with what each still owes. */
export function searchParticipations(
  slug: string,
  search: string,
  signal?: AbortSignal,
): Promise<TDeskParticipationList> {
  return call(searchDeskParticipations, { params: { slug }, query: { search }, signal });
}

export const participationSearchQueryOptions = (slug: string, search: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.participationSearch(slug, search),
    queryFn: ({ signal }) => searchParticipations(slug, search, signal),
    meta: { isSilent: true },
  });

export const useParticipationSearch = (slug: string, search: string) =>
  useQuery({ ...participationSearchQueryOptions(slug, search), enabled: search.trim().length >= 2 });
