import type { TLetterRequest, TLetterState } from '@congress/domain/contracts/invitation-letters';
import { requestLetter as requestLetterEndpoint } from '@congress/domain/endpoints/invitation-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { letterKeys } from './keys.ts';

/** POST /api/letters/participation/:id: the request (issued at once unless it waits for approval or payment). */
export function requestLetter(participationId: number, body: TLetterRequest): Promise<TLetterState> {
  return call(requestLetterEndpoint, { params: { participationId }, body });
}

export function useRequestLetter(participationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLetterRequest) => requestLetter(participationId, body),
    onSuccess: (state) => queryClient.setQueryData(letterKeys.ofParticipation(participationId), state),
  });
}
