import type { TRoomBlockGrid, TRoomBlockGridWrite } from '@congress/domain/contracts/room-block-grid';
import { getRoomBlockGrid, saveRoomBlockGrid } from '@congress/domain/endpoints/hotels';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/endpoint-call.ts';

export const roomBlockKeys = {
  all: ['room-blocks'] as const,
  grid: (hotelId: number) => [...roomBlockKeys.all, 'grid', hotelId] as const,
};

/** GET /api/hotel/{id}/room-blocks: the grid with what is sold, held and free (decisions 46). */
export function getRoomBlocks(hotelId: number, signal?: AbortSignal): Promise<TRoomBlockGrid> {
  return call(getRoomBlockGrid, { params: { id: hotelId }, signal });
}

export const roomBlocksQueryOptions = (hotelId: number) =>
  queryOptions({
    queryKey: roomBlockKeys.grid(hotelId),
    queryFn: ({ signal }) => getRoomBlocks(hotelId, signal),
    meta: { isSilent: true },
  });

export const useRoomBlocks = (hotelId: number) => useQuery(roomBlocksQueryOptions(hotelId));

/** PUT /api/hotel/{id}/room-blocks: the answer is the grid as saved, which becomes the cache. */
export function useSaveRoomBlocks(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TRoomBlockGridWrite) => call(saveRoomBlockGrid, { params: { id: hotelId }, body }),
    meta: { isSilent: true },
    onSuccess: (grid) => queryClient.setQueryData(roomBlockKeys.grid(hotelId), grid),
  });
}
