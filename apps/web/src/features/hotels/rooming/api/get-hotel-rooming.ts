import type { THotelRoomingView } from '@congress/domain/contracts/rooming-lists';
import { readHotelRooming } from '@congress/domain/endpoints/rooming-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { roomingKeys } from './keys.ts';

/** GET /api/rooming/:token: the hotel's view through its signed link, without an account. */
export function getHotelRooming(token: string, signal?: AbortSignal): Promise<THotelRoomingView> {
  return call(readHotelRooming, { params: { token }, signal });
}

export const hotelRoomingQueryOptions = (token: string) =>
  queryOptions({
    queryKey: roomingKeys.ofToken(token),
    queryFn: ({ signal }) => getHotelRooming(token, signal),
    // An expired or unknown link is an answer, not a fault: the page says it, no retry.
    retry: false,
    meta: { isSilent: true },
  });

export const useHotelRooming = (token: string) => useQuery(hotelRoomingQueryOptions(token));
