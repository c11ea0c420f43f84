import type { TBankTransferResponse } from '@congress/domain/contracts/payments';
import { chooseBankTransfer } from '@congress/domain/endpoints/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentKeys } from './keys.ts';

/** POST /api/payment/bank-transfer: records the pending transfer and sends the proforma by e-mail. */
export function createBankTransfer(participationId: number): Promise<TBankTransferResponse> {
  return call(chooseBankTransfer, { body: { participation: participationId } });
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
