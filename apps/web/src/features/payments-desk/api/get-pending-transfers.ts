import type { TTransferList } from '@congress/domain/contracts/payments-desk';
import { listPendingTransfers } from '@congress/domain/endpoints/payments-desk';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys, type TransferFilters } from './keys.ts';

export const TRANSFER_PAGE_SIZE = 25;

/** GET /api/payments-desk/congress/:slug/transfers: pending transfers, oldest first. */
export function getPendingTransfers(
  slug: string,
  filters: TransferFilters,
  signal?: AbortSignal,
): Promise<TTransferList> {
  return call(listPendingTransfers, {
    params: { slug },
    query: {
      search: filters.search.trim() || undefined,
      overdue: filters.overdue ? 'true' : undefined,
      page: filters.page,
      pageSize: TRANSFER_PAGE_SIZE,
    },
    signal,
  });
}

export const pendingTransfersQueryOptions = (slug: string, filters: TransferFilters) =>
  queryOptions({
    queryKey: paymentsDeskKeys.transferList(slug, filters),
    queryFn: ({ signal }) => getPendingTransfers(slug, filters, signal),
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });

export const usePendingTransfers = (slug: string, filters: TransferFilters) =>
  useQuery(pendingTransfersQueryOptions(slug, filters));
