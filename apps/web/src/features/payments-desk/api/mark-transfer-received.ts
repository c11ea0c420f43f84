import type { TMarkReceivedRequest, TMarkReceivedResponse } from '@congress/domain/contracts/payments-desk';
import { markTransferReceived as markTransferReceivedEndpoint } from '@congress/domain/endpoints/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/transfer/:id/received. */
export function markTransferReceived(input: {
  paymentId: number;
  body: TMarkReceivedRequest;
}): Promise<TMarkReceivedResponse> {
  return call(markTransferReceivedEndpoint, { params: { id: input.paymentId }, body: input.body });
}

export function useMarkTransferReceived() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTransferReceived,
    // A 409 (already received) also means the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all }),
    meta: { isSilent: true },
  });
}
