import type { THotel } from '@congress/domain/contracts/congress';
import { listCongressHotels } from '@congress/domain/endpoints/hotels';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../lib/endpoint-call.ts';

export const hotelKeys = {
  all: ['hotels'] as const,
  lists: () => [...hotelKeys.all, 'list'] as const,
  list: (slug: string) => [...hotelKeys.lists(), slug] as const,
};

/** GET /api/hotel/congress/{slug} (spec 7): the hotels screen, the rate modal, the list's filter. */
export function getHotels(slug: string, signal?: AbortSignal): Promise<THotel[]> {
  return call(listCongressHotels, { params: { slug }, signal });
}

export const hotelsQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: hotelKeys.list(slug),
    queryFn: ({ signal }) => getHotels(slug, signal),
    meta: { isSilent: true },
  });

export const useHotels = (slug: string) => useQuery(hotelsQueryOptions(slug));
