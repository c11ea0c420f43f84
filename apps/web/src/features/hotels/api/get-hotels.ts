import { ZHotelList } from '@congress/domain/contracts/congress';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { hotelKeys } from './keys.ts';

/** GET /api/hotel/congress/{slug} (spec 7). */
export const getHotels = (slug: string, signal?: AbortSignal) =>
  api.get(`/hotel/congress/${encodeURIComponent(slug)}`, { schema: ZHotelList, signal });

export const hotelsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: hotelKeys.list(slug),
    queryFn: ({ signal }) => getHotels(slug, signal),
    meta: { isSilent: true },
  });

export const useHotels = (slug: string) => useQuery(hotelsQueryOptions(slug));
