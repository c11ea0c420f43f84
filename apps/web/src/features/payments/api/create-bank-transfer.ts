import { type TBankTransferResponse, ZBankTransferResponse } from '@congress/domain/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

/** POST /api/payment/bank-transfer: records the pending transfer and sends the proforma by e-mail. */
export function createBankTransfer(participationId: number): Promise<TBankTransferResponse> {
  return api.post('/payment/bank-transfer', {
    schema: ZBankTransferResponse,
    body: { participation: participationId },
  });
}

export const bankTransferQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: paymentKeys.bankTransfer(participationId),
    queryFn: () => createBankTransfer(participationId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { isSilent: true },
  });

export const useBankTransfer = (participationId: number) =>
  useQuery(bankTransferQueryOptions(participationId));
