import type { TMemberList } from '@congress/domain/contracts/members';
import { listMembers } from '@congress/domain/endpoints/members';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { memberKeys } from './keys.ts';

export const MEMBERS_PAGE_SIZE = 25;

export function getMembers(
  filters: { search: string; page: number },
  signal?: AbortSignal,
): Promise<TMemberList> {
  return call(listMembers, {
    query: { search: filters.search || undefined, page: filters.page, pageSize: MEMBERS_PAGE_SIZE },
    signal,
  });
}

export const membersQueryOptions = (filters: { search: string; page: number }) =>
  queryOptions({
    queryKey: memberKeys.list(filters),
    queryFn: ({ signal }) => getMembers(filters, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useMembers = (filters: { search: string; page: number }) =>
  useQuery(membersQueryOptions(filters));
