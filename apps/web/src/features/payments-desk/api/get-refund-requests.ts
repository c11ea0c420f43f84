import type { TRefundList } from '@congress/domain/contracts/payments-desk';
import { listRefundRequests } from '@congress/domain/endpoints/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug/refunds: refund requests waiting for an admin. */
export function getRefundRequests(slug: string, signal?: AbortSignal): Promise<TRefundList> {
  return call(listRefundRequests, { params: { slug }, signal });
}

export const refundRequestsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.refunds(slug),
    queryFn: ({ signal }) => getRefundRequests(slug, signal),
    meta: { isSilent: true },
  });

export const useRefundRequests = (slug: string) => useQuery(refundRequestsQueryOptions(slug));
