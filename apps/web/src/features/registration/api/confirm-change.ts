import { confirmPayment } from '@congress/domain/endpoints/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { registrationKeys } from './keys.ts';

/** POST /api/payment/confirm (decisions 15): CONFIRM saves the change, REFUND asks for a refund. */
export function confirmChange(participationId: number) {
  return call(confirmPayment, { body: { participation: participationId } });
}

export function useConfirmChange(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: registrationKeys.mine(slug) }),
  });
}
