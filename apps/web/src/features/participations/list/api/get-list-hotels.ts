import { type THotel, ZHotelList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';
import { participationListKeys } from './keys.ts';

/** GET /api/hotel/congress/:slug, for the Hotel filter. */
export function getListHotels(slug: string, signal?: AbortSignal): Promise<THotel[]> {
  return api.get(`/hotel/congress/${encodeURIComponent(slug)}`, { schema: ZHotelList, signal });
}

export const listHotelsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: participationListKeys.hotels(slug),
    queryFn: ({ signal }) => getListHotels(slug, signal),
    staleTime: 5 * 60_000,
    meta: { isSilent: true },
  });

export const useListHotels = (slug: string) => useQuery(listHotelsQueryOptions(slug));
