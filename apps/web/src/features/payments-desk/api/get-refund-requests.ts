import { type TRefundList, ZRefundList } from '@congress/domain/contracts/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/refunds: refund requests waiting for an admin. */
export function getRefundRequests(slug: string, signal?: AbortSignal): Promise<TRefundList> {
  return api.get(`/payments-desk/congress/${encodeURIComponent(slug)}/refunds`, {
    schema: ZRefundList,
    signal,
  });
}

export const refundRequestsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.refunds(slug),
    queryFn: ({ signal }) => getRefundRequests(slug, signal),
    meta: { isSilent: true },
  });

export const useRefundRequests = (slug: string) => useQuery(refundRequestsQueryOptions(slug));
