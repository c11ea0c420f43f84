import type { TRefundDecisionResponse } from '@congress/domain/contracts/payments-desk';
import { approveRefund, refuseRefund } from '@congress/domain/endpoints/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

export type RefundDecision =
  | { paymentId: number; decision: 'approve' }
  | { paymentId: number; decision: 'refuse'; reason: string };

/** POST /api/payments-desk/refund/:id/approve or /refuse. */
export function decideRefund(input: RefundDecision): Promise<TRefundDecisionResponse> {
  const params = { id: input.paymentId };
  return input.decision === 'refuse'
    ? call(refuseRefund, { params, body: { reason: input.reason } })
    : call(approveRefund, { params });
}

export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all }),
    meta: { isSilent: true },
  });
}
