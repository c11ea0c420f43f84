import {
  LIST_PAGE_SIZE,
  type TParticipationListPage,
  ZParticipationListPage,
} from '@congress/domain/contracts/participation-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { type ParticipationListQuery, participationListKeys } from './keys.ts';

/** The list path of decisions 22: filter segments, then search, page, pageSize and sort. */
export function getParticipationList(
  slug: string,
  query: ParticipationListQuery,
  signal?: AbortSignal,
): Promise<TParticipationListPage> {
  const segments = [query.status, query.sharing, query.hotelId, query.roomOption, query.type]
    .map((segment) => encodeURIComponent(String(segment)))
    .join('/');
  return api.get(`/participation/congress/${encodeURIComponent(slug)}/${segments}`, {
    schema: ZParticipationListPage,
    query: {
      search: query.search || undefined,
      figure: query.figure || undefined,
      checkedIn: query.checkedIn,
      page: query.page,
      pageSize: LIST_PAGE_SIZE,
      sort: query.sort,
    },
    signal,
  });
}

export const participationListQueryOptions = (slug: string, query: ParticipationListQuery) =>
  queryOptions({
    queryKey: participationListKeys.list(slug, query),
    queryFn: ({ signal }) => getParticipationList(slug, query, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useParticipationList = (slug: string, query: ParticipationListQuery) =>
  useQuery(participationListQueryOptions(slug, query));
