import { type TIntentStatus, ZIntentStatus } from '@congress/domain/contracts/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentKeys } from './keys.ts';

export function getPaymentIntent(clientSecret: string, signal?: AbortSignal): Promise<TIntentStatus> {
  return api.get('/payment/intent', {
    schema: ZIntentStatus,
    query: { client_secret: clientSecret },
    signal,
  });
}

export const paymentIntentQueryOptions = (clientSecret: string) =>
  queryOptions({
    queryKey: paymentKeys.intent(clientSecret),
    queryFn: ({ signal }) => getPaymentIntent(clientSecret, signal),
    meta: { isSilent: true },
  });

export const usePaymentIntent = (clientSecret: string | null) =>
  useQuery({ ...paymentIntentQueryOptions(clientSecret ?? ''), enabled: Boolean(clientSecret) });
