import type { TRoomingList } from '@congress/domain/contracts/rooming-lists';
import { getRoomingList as getRoomingListEndpoint } from '@congress/domain/endpoints/rooming-lists';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { roomingKeys } from './keys.ts';

/** GET /api/hotel/:id/rooming-list: the current lines marked against the last sending (decisions 47). */
export function getRoomingList(hotelId: number, signal?: AbortSignal): Promise<TRoomingList> {
  return call(getRoomingListEndpoint, { params: { id: hotelId }, signal });
}

export const roomingListQueryOptions = (hotelId: number) =>
  queryOptions({
    queryKey: roomingKeys.ofHotel(hotelId),
    queryFn: ({ signal }) => getRoomingList(hotelId, signal),
    // The screen shows its own error.
    meta: { isSilent: true },
  });

export const useRoomingList = (hotelId: number) => useQuery(roomingListQueryOptions(hotelId));
