import { type TEmailLogPage, type TEmailLogQuery, ZEmailLogPage } from '@congress/domain/contracts/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/log/:congressId: the outbox of the congress, newest first. */
export function getEmailLog(
  congressId: number,
  query: TEmailLogQuery,
  signal?: AbortSignal,
): Promise<TEmailLogPage> {
  return api.get(`/email/log/${congressId}`, {
    schema: ZEmailLogPage,
    query: {
      page: query.page,
      pageSize: query.pageSize,
      state: query.state,
      ...(query.search ? { search: query.search } : {}),
    },
    signal,
  });
}

export const emailLogQueryOptions = (congressId: number, query: TEmailLogQuery) =>
  queryOptions({
    queryKey: emailKeys.log(congressId, query),
    queryFn: ({ signal }) => getEmailLog(congressId, query, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const useEmailLog = (congressId: number, query: TEmailLogQuery) =>
  useQuery(emailLogQueryOptions(congressId, query));
