import {
  type TLetterRequest,
  type TLetterState,
  ZLetterState,
} from '@congress/domain/contracts/invitation-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { letterKeys } from './keys.ts';

/** POST /api/letters/participation/:id: the request (issued at once unless it waits for approval or payment). */
export function requestLetter(participationId: number, body: TLetterRequest): Promise<TLetterState> {
  return api.post(`/letters/participation/${participationId}`, { schema: ZLetterState, body });
}

export function useRequestLetter(participationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TLetterRequest) => requestLetter(participationId, body),
    onSuccess: (state) => queryClient.setQueryData(letterKeys.ofParticipation(participationId), state),
  });
}
