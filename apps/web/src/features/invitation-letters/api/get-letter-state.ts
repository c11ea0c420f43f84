import { type TLetterState, ZLetterState } from '@congress/domain/contracts/invitation-letters';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { letterKeys } from './keys.ts';

/** GET /api/letters/participation/:id: the latest letter of a participation and what the form starts with. */
export function getLetterState(participationId: number, signal?: AbortSignal): Promise<TLetterState> {
  return api.get(`/letters/participation/${participationId}`, { schema: ZLetterState, signal });
}

export const letterStateQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: letterKeys.ofParticipation(participationId),
    queryFn: ({ signal }) => getLetterState(participationId, signal),
    meta: { isSilent: true },
  });

export const useLetterState = (participationId: number) => useQuery(letterStateQueryOptions(participationId));
