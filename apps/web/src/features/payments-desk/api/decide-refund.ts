import {
  type TRefundDecisionResponse,
  ZRefundDecisionResponse,
} from '@congress/domain/contracts/payments-desk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

export type RefundDecision =
  | { paymentId: number; decision: 'approve' }
  | { paymentId: number; decision: 'refuse'; reason: string };

/** POST /api/payments-desk/refund/:id/approve or /refuse. */
export function decideRefund(input: RefundDecision): Promise<TRefundDecisionResponse> {
  const path = `/payments-desk/refund/${input.paymentId}/${input.decision}`;
  const body = input.decision === 'refuse' ? { reason: input.reason } : {};
  return api.post(path, { schema: ZRefundDecisionResponse, body });
}

export function useDecideRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideRefund,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentsDeskKeys.all }),
    meta: { isSilent: true },
  });
}
