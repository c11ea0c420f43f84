import type { LetterStatus, TLetterQueue } from '@congress/domain/contracts/invitation-letters';
import { getLetterQueue as getLetterQueueEndpoint } from '@congress/domain/endpoints/invitation-letters';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/congress/:slug?status=: the staff's queue. */
export function getLetterQueue(
  slug: string,
  status: LetterStatus | undefined,
  signal?: AbortSignal,
): Promise<TLetterQueue> {
  return call(getLetterQueueEndpoint, { params: { slug }, query: { status }, signal });
}

export const letterQueueQueryOptions = (slug: string, status: LetterStatus | undefined) =>
  queryOptions({
    queryKey: letterKeys.queue(slug, status),
    queryFn: ({ signal }) => getLetterQueue(slug, status, signal),
    placeholderData: keepPreviousData,
  });

export const useLetterQueue = (slug: string, status: LetterStatus | undefined) =>
  useQuery(letterQueueQueryOptions(slug, status));
