import type { TLetterState } from '@congress/domain/contracts/invitation-letters';
import { getLetterState as getLetterStateEndpoint } from '@congress/domain/endpoints/invitation-letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/participation/:id: the latest letter of a participation and what the form starts with. */
export function getLetterState(participationId: number, signal?: AbortSignal): Promise<TLetterState> {
  return call(getLetterStateEndpoint, { params: { participationId }, signal });
}

export const letterStateQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: letterKeys.ofParticipation(participationId),
    queryFn: ({ signal }) => getLetterState(participationId, signal),
    meta: { isSilent: true },
  });

export const useLetterState = (participationId: number) => useQuery(letterStateQueryOptions(participationId));
