import type { TCardPaymentResponse } from '@congress/domain/contracts/payments';
import { createCardPayment as createCardPaymentEndpoint } from '@congress/domain/endpoints/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentKeys } from './keys.ts';

/** The open card payment of a participation; the server returns the same one again (decisions 14). */
export function createCardPayment(participationId: number): Promise<TCardPaymentResponse> {
  return call(createCardPaymentEndpoint, { body: { participation: participationId } });
}

export const cardPaymentQueryOptions = (participationId: number) =>
  queryOptions({
    queryKey: paymentKeys.card(participationId),
    queryFn: () => createCardPayment(participationId),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    meta: { isSilent: true },
  });

export const useCardPayment = (participationId: number) => useQuery(cardPaymentQueryOptions(participationId));
