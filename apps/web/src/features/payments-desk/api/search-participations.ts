import {
  type TDeskParticipationList,
  ZDeskParticipationList,
} from '@congress/domain/contracts/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/participations?search=: with what each still owes. */
export function searchParticipations(
  slug: string,
  search: string,
  signal?: AbortSignal,
): Promise<TDeskParticipationList> {
  return api.get(`/payments-desk/congress/${encodeURIComponent(slug)}/participations`, {
    schema: ZDeskParticipationList,
    query: { search },
    signal,
  });
}

export const participationSearchQueryOptions = (slug: string, search: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.participationSearch(slug, search),
    queryFn: ({ signal }) => searchParticipations(slug, search, signal),
    meta: { isSilent: true },
  });

export const useParticipationSearch = (slug: string, search: string) =>
  useQuery({ ...participationSearchQueryOptions(slug, search), enabled: search.trim().length >= 2 });
