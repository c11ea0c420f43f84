import { ZRateList } from '@congress/domain/contracts/rates';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { rateAdminKeys } from './keys.ts';

/** GET /api/rate/congress/{slug} (spec 7): every rate of the congress with its places. */
export const getRates = (slug: string, signal?: AbortSignal) =>
  api.get(`/rate/congress/${encodeURIComponent(slug)}`, { schema: ZRateList, signal });

export const useAdminRates = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: rateAdminKeys.list(slug),
      queryFn: ({ signal }) => getRates(slug, signal),
      meta: { isSilent: true },
    }),
  );
