import type { TEmailLogPage, TEmailLogQuery } from '@congress/domain/contracts/emails';
import { getEmailLog as getEmailLogEndpoint } from '@congress/domain/endpoints/emails';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { emailKeys } from './keys.ts';

/** GET /api/email/log/:congressId: the outbox of the congress, newest first. */
export function getEmailLog(
  congressId: number,
  query: TEmailLogQuery,
  signal?: AbortSignal,
): Promise<TEmailLogPage> {
  return call(getEmailLogEndpoint, {
    params: { congressId },
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
