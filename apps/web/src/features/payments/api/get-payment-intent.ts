import type { TIntentStatus } from '@congress/domain/contracts/payments';
import { getPaymentIntent as getPaymentIntentEndpoint } from '@congress/domain/endpoints/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentKeys } from './keys.ts';

export function getPaymentIntent(clientSecret: string, signal?: AbortSignal): Promise<TIntentStatus> {
  return call(getPaymentIntentEndpoint, { query: { client_secret: clientSecret }, signal });
}

export const paymentIntentQueryOptions = (clientSecret: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(clientSecret),
    queryFn: ({ signal }) => getPaymentIntent(clientSecret, signal),
    meta: { isSilent: true },
  });

export const usePaymentIntent = (clientSecret: string | null) =>
  useQuery({ ...paymentIntentQueryOptions(clientSecret ?? ''), enabled: Boolean(clientSecret) });
