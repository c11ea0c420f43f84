import { ZRateList } from '@congress/domain/contracts/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { manageRegistrationKeys } from './keys.ts';

/** Every rate of the congress with its hotel, participant type and places (decisions 24). */
export function getCongressRates(slug: string, signal?: AbortSignal) {
  return api.get(`/rate/congress/${encodeURIComponent(slug)}`, { schema: ZRateList, signal });
}

export const congressRatesQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: manageRegistrationKeys.rates(slug),
    queryFn: ({ signal }) => getCongressRates(slug, signal),
    staleTime: 0,
    meta: { isSilent: true },
  });

export const useCongressRates = (slug: string) => useQuery(congressRatesQueryOptions(slug));
