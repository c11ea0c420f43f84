import { type TCongress, ZCongress } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hotelKeys } from './keys.ts';

/** The congress whose hotels are managed (its id goes with every write). */
export const getCongress = (slug: string, signal?: AbortSignal): Promise<TCongress> =>
  api.get(`/congress/slug/${encodeURIComponent(slug)}`, { schema: ZCongress, signal });

export const congressQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: hotelKeys.congress(slug),
    queryFn: ({ signal }) => getCongress(slug, signal),
    meta: { isSilent: true },
  });

export const useHotelsCongress = (slug: string) => useQuery(congressQueryOptions(slug));
