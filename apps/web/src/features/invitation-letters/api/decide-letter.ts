import type { TLetterSummary } from '@congress/domain/contracts/invitation-letters';
import {
  approveLetter as approveLetterEndpoint,
  refuseLetter as refuseLetterEndpoint,
} from '@congress/domain/endpoints/invitation-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { letterKeys } from './keys.ts';

/** POST /api/letters/:id/approve: issues the letter. */
export function approveLetter(id: number): Promise<TLetterSummary> {
  return call(approveLetterEndpoint, { params: { id } });
}

/** POST /api/letters/:id/refuse: the reason is required and e-mailed to the participant. */
export function refuseLetter(id: number, reason: string): Promise<TLetterSummary> {
  return call(refuseLetterEndpoint, { params: { id }, body: { reason } });
}

export function useApproveLetter(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveLetter,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.queues(slug) }),
  });
}

export function useRefuseLetter(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string }) => refuseLetter(id, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: letterKeys.queues(slug) }),
  });
}
