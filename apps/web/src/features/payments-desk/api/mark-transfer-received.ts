import {
  type TMarkReceivedRequest,
  type TMarkReceivedResponse,
  ZMarkReceivedResponse,
} from '@congress/domain/contracts/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/transfer/:id/received. */
export function markTransferReceived(input: {
  paymentId: number;
  body: TMarkReceivedRequest;
}): Promise<TMarkReceivedResponse> {
  return api.post(`/payments-desk/transfer/${input.paymentId}/received`, {
    schema: ZMarkReceivedResponse,
    body: input.body,
  });
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
