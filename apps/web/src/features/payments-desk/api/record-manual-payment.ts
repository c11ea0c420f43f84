import {
  type TManualPaymentRequest,
  type TManualPaymentResponse,
  ZManualPaymentResponse,
} from '@congress/domain/contracts/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/participation/:id/manual-payment. */
export function recordManualPayment(input: {
  participationId: number;
  body: TManualPaymentRequest;
}): Promise<TManualPaymentResponse> {
  return api.post(`/payments-desk/participation/${input.participationId}/manual-payment`, {
    schema: ZManualPaymentResponse,
    body: input.body,
  });
}

export function useRecordManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordManualPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all }),
    meta: { isSilent: true },
  });
}
