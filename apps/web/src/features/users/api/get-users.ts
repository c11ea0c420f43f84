import type { TUsersAdminQuery } from '@congress/domain/contracts/users-admin';
import { listAdminUsers } from '@congress/domain/endpoints/users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { userAdminKeys } from './keys.ts';

/** GET /api/user/usersAdmin/{congressId} (spec 7), 25 per page. */
export const getUsers = (congressId: number, query: TUsersAdminQuery, signal?: AbortSignal) =>
  call(listAdminUsers, {
    params: { congressId },
    query: { page: Number(query.page ?? 1), search: query.search || undefined },
    signal,
  });

export const usersQueryOptions = (congressId: number, query: TUsersAdminQuery) =>
  queryOptions({
    queryKey: userAdminKeys.list(congressId, query),
    queryFn: ({ signal }) => getUsers(congressId, query, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useUsers = (congressId: number | undefined, query: TUsersAdminQuery) =>
  useQuery({ ...usersQueryOptions(congressId ?? 0, query), enabled: congressId !== undefined });
