import type { TRoomPickup } from '@congress/domain/contracts/room-pickup';
import { getRoomPickup as getRoomPickupEndpoint } from '@congress/domain/endpoints/room-pickup';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { pickupKeys } from './keys.ts';

/** GET /api/hotel/:id/pickup: contracted, sold, held and free per night and room type (decisions 46). */
export function getRoomPickup(hotelId: number, signal?: AbortSignal): Promise<TRoomPickup> {
  return call(getRoomPickupEndpoint, { params: { id: hotelId }, signal });
}

export const roomPickupQueryOptions = (hotelId: number) =>
  queryOptions({
    queryKey: pickupKeys.ofHotel(hotelId),
    queryFn: ({ signal }) => getRoomPickup(hotelId, signal),
    // The screen shows its own error.
    meta: { isSilent: true },
  });

export const useRoomPickup = (hotelId: number) => useQuery(roomPickupQueryOptions(hotelId));
