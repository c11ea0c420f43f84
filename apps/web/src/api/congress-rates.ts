import type { TRate } from '@congress/domain/contracts/rates';
import { listCongressRates } from '@congress/domain/endpoints/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

/** A rate or registration write changes places: it invalidates `congressRateKeys.all`. */
export const congressRateKeys = {
  all: ['congress-rates'] as const,
  list: (slug: string) => [...congressRateKeys.all, slug] as const,
};

/** GET /api/rate/congress/{slug} (spec 7): every rate with its hotel, types and places (decisions 24). */
export function getCongressRates(slug: string, signal?: AbortSignal): Promise<TRate[]> {
  return call(listCongressRates, { params: { slug }, signal });
}

export const congressRatesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: congressRateKeys.list(slug),
    queryFn: ({ signal }) => getCongressRates(slug, signal),
    // Places change with every booking: the admin screens always ask again on mount.
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useCongressRates = (slug: string) => useQuery(congressRatesQueryOptions(slug));
