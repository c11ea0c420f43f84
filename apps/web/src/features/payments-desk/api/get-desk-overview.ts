import type { TDeskOverview } from '@congress/domain/contracts/payments-desk';
import { getDeskOverview as getDeskOverviewEndpoint } from '@congress/domain/endpoints/payments-desk';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';
import { paymentsDeskKeys } from './keys.ts';

/** GET /api/payments-desk/congress/:slug: counts for the tabs and whether this session may act. */
export function getDeskOverview(slug: string, signal?: AbortSignal): Promise<TDeskOverview> {
  return call(getDeskOverviewEndpoint, { params: { slug }, signal });
}

export const deskOverviewQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: paymentsDeskKeys.overview(slug),
    queryFn: ({ signal }) => getDeskOverview(slug, signal),
    meta: { isSilent: true },
  });

export const useDeskOverview = (slug: string) => useQuery(deskOverviewQueryOptions(slug));
