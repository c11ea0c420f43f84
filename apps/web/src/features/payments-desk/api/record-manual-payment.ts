import type { TManualPaymentRequest, TManualPaymentResponse } from '@congress/domain/contracts/payments-desk';
import { recordManualPayment as recordManualPaymentEndpoint } from '@congress/domain/endpoints/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** POST /api/payments-desk/participation/:id/manual-payment. */
export function recordManualPayment(input: {
  participationId: number;
  body: TManualPaymentRequest;
}): Promise<TManualPaymentResponse> {
  return call(recordManualPaymentEndpoint, { params: { id: input.participationId }, body: input.body });
}

export function useRecordManualPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordManualPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all }),
    meta: { isSilent: true },
  });
}
