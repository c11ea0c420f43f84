import { type TCongress, ZCongress } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { rateAdminKeys } from './keys.ts';

/** The congress whose rates are managed; without it the screen says "Congress not found" (spec 2.2). */
export const getCongress = (slug: string, signal?: AbortSignal): Promise<TCongress> =>
  api.get(`/congress/slug/${encodeURIComponent(slug)}`, { schema: ZCongress, signal });

export const useRatesCongress = (slug: string) =>
  useQuery(
    queryOptions({
      queryKey: rateAdminKeys.congress(slug),
      queryFn: ({ signal }) => getCongress(slug, signal),
      meta: { isSilent: true },
    }),
  );
