import type { TCancelQuote } from '@congress/domain/contracts/self-cancel';
import { decideCancelRequest, getCancelQuote } from '@congress/domain/endpoints/self-cancel';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { manageRegistrationKeys } from './keys.ts';

const quoteKey = (participationId: number) =>
  [...manageRegistrationKeys.participation(participationId), 'cancel-quote'] as const;

/** GET /api/participation/:id/cancel: a participant's cancellation waiting for staff (decisions 48). */
export const useCancelRequest = (participationId: number) =>
  useQuery({
    queryKey: quoteKey(participationId),
    queryFn: ({ signal }): Promise<TCancelQuote> =>
      call(getCancelQuote, { params: { id: participationId }, signal }),
    meta: { isSilent: true },
  });

/** POST /api/admin/participation/:id/cancel-request: approve or refuse, from the version read. */
export function useDecideCancelRequest(participationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: { version: number; approve: boolean }) =>
      call(decideCancelRequest, { params: { id: participationId }, body: decision }),
    meta: { isSilent: true },
    onSuccess: (quote) => {
      queryClient.setQueryData(quoteKey(participationId), quote);
      // The registration, its status and its money moved: Manage Registration reads them again.
      void queryClient.invalidateQueries({ queryKey: manageRegistrationKeys.participation(participationId) });
    },
  });
}
