import type { TReleaseRequest, TReleaseResult } from '@congress/domain/contracts/room-pickup';
import { releaseUnsoldRooms as releaseUnsoldRoomsEndpoint } from '@congress/domain/endpoints/room-pickup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { pickupKeys } from './keys.ts';

/** POST /api/hotel/:id/pickup/release: the chosen cells keep what is sold and held (audited). */
export function releaseUnsoldRooms(hotelId: number, body: TReleaseRequest): Promise<TReleaseResult> {
  return call(releaseUnsoldRoomsEndpoint, { params: { id: hotelId }, body });
}

export function useReleaseUnsoldRooms(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TReleaseRequest) => releaseUnsoldRooms(hotelId, body),
    // The dialog shows the error.
    meta: { isSilent: true },
    // The answer carries the report as it now stands.
    onSuccess: (result) => queryClient.setQueryData(pickupKeys.ofHotel(hotelId), result.pickup),
  });
}
