import { type TLetterSummary, ZLetterSummary } from '@congress/domain/contracts/invitation-letters';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { letterKeys } from './keys.ts';

/** POST /api/letters/:id/approve: issues the letter. */
export function approveLetter(id: number): Promise<TLetterSummary> {
  return api.post(`/letters/${id}/approve`, { schema: ZLetterSummary, body: {} });
}

/** POST /api/letters/:id/refuse: the reason is required and e-mailed to the participant. */
export function refuseLetter(id: number, reason: string): Promise<TLetterSummary> {
  return api.post(`/letters/${id}/refuse`, { schema: ZLetterSummary, body: { reason } });
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
