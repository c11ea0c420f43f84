import type { TRoomingSendResult } from '@congress/domain/contracts/rooming-lists';
import { sendRoomingList as sendRoomingListEndpoint } from '@congress/domain/endpoints/rooming-lists';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../../lib/endpoint-call.ts';
import { roomingKeys } from './keys.ts';

/** POST /api/hotel/:id/rooming-list/send: e-mailed through the outbox and kept as a sending. */
export function sendRoomingList(hotelId: number): Promise<TRoomingSendResult> {
  return call(sendRoomingListEndpoint, { params: { id: hotelId } });
}

export function useSendRoomingList(hotelId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => sendRoomingList(hotelId),
    // The dialog shows the error.
    meta: { isSilent: true },
    // The answer carries the list as now sent: every mark cleared.
    onSuccess: (result) => queryClient.setQueryData(roomingKeys.ofHotel(hotelId), result.list),
  });
}
