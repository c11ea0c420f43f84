import { LIST_PAGE_SIZE, type TParticipationListPage } from '@congress/domain/contracts/participation-list';
import { listParticipations } from '@congress/domain/endpoints/participation-list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { type ParticipationListQuery, participationListKeys } from './keys.ts';

/** The list path of decisions 22: filter segments, then search, page, pageSize and sort. */
export function getParticipationList(
  slug: string,
  query: ParticipationListQuery,
  signal?: AbortSignal,
): Promise<TParticipationListPage> {
  const { status, sharing, hotelId, roomOption, type } = query;
  return call(listParticipations, {
    params: { slug, status, sharing, hotelId, roomOption, type },
    query: {
      search: query.search || undefined,
      figure: query.figure || undefined,
      checkedIn: query.checkedIn,
      group: query.group?.trim() || undefined,
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
