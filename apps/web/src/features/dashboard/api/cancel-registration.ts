import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { cancelParticipation, getCancelQuote } from '@congress/domain/endpoints/self-cancel';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

export const cancelKeys = {
  all: ['self-cancel'] as const,
  quote: (participationId: number) => [...cancelKeys.all, participationId] as const,
};

/** GET /api/participation/:id/cancel: the policy's step now, the fee and the refund (decisions 48). */
export function getQuote(participationId: number, signal?: AbortSignal): Promise<TCancelQuote> {
  return call(getCancelQuote, { params: { id: participationId }, signal });
}

export const cancelQuoteOptions = (participationId: number) =>
  queryOptions({
    queryKey: cancelKeys.quote(participationId),
    queryFn: ({ signal }) => getQuote(participationId, signal),
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useCancelQuote = (participationId: number) => useQuery(cancelQuoteOptions(participationId));

/** POST /api/participation/:id/cancel with the version the quote was read at (409 when stale). */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quote: Pick<TCancelQuote, 'participationId' | 'version'>) =>
      call(cancelParticipation, { params: { id: quote.participationId }, body: { version: quote.version } }),
    meta: { isSilent: true },
    onSuccess: (outcome) => {
      queryClient.setQueryData(cancelKeys.quote(outcome.quote.participationId), outcome.quote);
      // Everything on the page moves (status, money, tickets, activities): read it all again.
      void queryClient.invalidateQueries();
    },
  });
}
